import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@pocket/i18n';
import { CaptchaImage } from './captcha.tsx';
import { adoptCaptchaKey, captchaUrl, newCaptchaKey, takeCaptchaKey } from './first-captcha.ts';

describe('captcha', () => {
  it('makes keys the server accepts and asks for the image without a token', () => {
    const key = newCaptchaKey();
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(newCaptchaKey()).not.toBe(key);
    expect(captchaUrl(key)).toBe(`api/oauth/anno/captcha?key=${key}`);
  });

  it('hands the page the key of the image the prelude started, once', () => {
    const key = newCaptchaKey();
    adoptCaptchaKey(key);
    expect(takeCaptchaKey()).toBe(key);
    // A later sign-in page (after signing out) asks for an image of its own.
    const next = takeCaptchaKey();
    expect(next).not.toBe(key);
    expect(next).toMatch(/^[a-f0-9]{32}$/);
  });

  it('says when the image cannot be loaded, and loads a new one on click', async () => {
    await activateLocale('en');
    const onRefresh = vi.fn();
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <CaptchaImage captchaKey="abc" onRefresh={onRefresh} />
      </I18nProvider>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get image verification code');
    fireEvent.click(screen.getByRole('button', { name: 'Verification code image, click to refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('tells when the image has arrived or failed (the page then loads the rest of its code)', async () => {
    await activateLocale('en');
    const onSettled = vi.fn();
    const { container, rerender } = render(
      <I18nProvider i18n={i18n}>
        <CaptchaImage captchaKey="abc" onRefresh={() => {}} onSettled={onSettled} />
      </I18nProvider>,
    );
    expect(onSettled).not.toHaveBeenCalled();
    fireEvent.load(container.querySelector('img')!);
    expect(onSettled).toHaveBeenCalledTimes(1);
    rerender(
      <I18nProvider i18n={i18n}>
        <CaptchaImage captchaKey="def" onRefresh={() => {}} onSettled={onSettled} />
      </I18nProvider>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(onSettled).toHaveBeenCalledTimes(2);
  });
});
