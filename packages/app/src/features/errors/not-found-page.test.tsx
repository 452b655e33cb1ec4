import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@pocket/i18n';
import { NotFoundPage } from './not-found-page.tsx';

async function renderIn(locale: 'zh' | 'en') {
  await activateLocale(locale);
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
    initialEntries: ['/nowhere'],
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('NotFoundPage', () => {
  it('tells the user in English and links home', async () => {
    await renderIn('en');
    expect(
      screen.getByRole('heading', { name: 'Sorry, the page you visited does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('speaks Chinese when zh is active', async () => {
    await renderIn('zh');
    expect(screen.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
  });
});
