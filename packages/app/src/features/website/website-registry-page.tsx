import { RegistryScreen } from '../../screens/registry-screen.tsx';
import { WebsiteFrame } from './website-frame.tsx';

/**
 * A website page whose screen comes from the registry (`website/view`, `website/cate`,
 * `website/down`), inside the website's frame: the registry shows a visible notice until the
 * build includes the screen.
 */
export function WebsiteRegistryPage({ component }: { component: string }) {
  return (
    <WebsiteFrame>
      <RegistryScreen component={component} />
    </WebsiteFrame>
  );
}
