import { useLingui } from '@lingui/react/macro';
import { Tag } from '@pocket/ui';

/** A code cell; built-in rows (read-only, shipped with the platform) carry a tag saying so. */
export function BuiltInCode({ code, builtIn }: { code: string; builtIn: boolean }) {
  const { t } = useLingui();
  return (
    <span className="flex items-center gap-2">
      <code className="text-xs">{code}</code>
      {builtIn ? <Tag variant="info">{t`Built-in`}</Tag> : null}
    </span>
  );
}
