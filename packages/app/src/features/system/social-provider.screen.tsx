import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { isApiError } from '@pocket/api-client';
import type { SocialProviderAdmin, SocialProviderSave } from '@pocket/contract';
import { formatMessage, successMessages } from '@pocket/i18n';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorState,
  FormField,
  Input,
  LoadingState,
  toast,
} from '@pocket/ui';
import { socialProviderApi } from '../../app/api/socialProvider.ts';
import { swrKey } from '../../lib/swr-keys.ts';

const EMPTY: SocialProviderSave = {
  code: '',
  name: '',
  nameEn: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  scopes: 'openid profile email',
  enabled: true,
};

/** The form of one provider; the secret field is write-only (blank keeps the stored one). */
function ProviderDialog({
  initial,
  hasSecret,
  onClose,
  onSaved,
}: {
  initial: SocialProviderSave;
  hasSecret: boolean;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isNew = initial.code === '';
  const field = (key: keyof SocialProviderSave) => ({
    value: String(form[key] ?? ''),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value }),
  });
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await socialProviderApi.socialProviderSave({ body: form }, { silent: true });
      toast.success(formatMessage(i18n, successMessages.update));
      await onSaved();
      onClose();
    } catch (error) {
      setFailure(isApiError(error) && error.msg ? error.msg : t`Saving failed`);
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isNew ? <Trans>Add provider</Trans> : <Trans>Edit provider</Trans>}</DialogTitle>
          <DialogDescription>
            <Trans>
              Any OpenID Connect provider: its issuer, and the client registered there with the redirect URI
            </Trans>{' '}
            <code>{`${window.location.origin}/api/oauth/social/callback`}</code>
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogBody className="grid gap-3">
            <FormField label={t`Code`} required>
              <Input {...field('code')} readOnly={!isNew} />
            </FormField>
            <FormField label={t`Name (Chinese)`} required>
              <Input {...field('name')} />
            </FormField>
            <FormField label={t`Name (English)`} required>
              <Input {...field('nameEn')} />
            </FormField>
            <FormField label={t`Issuer URL`}>
              <Input {...field('issuer')} placeholder="https://id.example.com" />
            </FormField>
            <FormField label={t`Client ID`}>
              <Input {...field('clientId')} />
            </FormField>
            <FormField label={t`Client secret`}>
              <Input
                type="password"
                autoComplete="off"
                {...field('clientSecret')}
                placeholder={hasSecret ? t`Stored; leave blank to keep it` : ''}
              />
            </FormField>
            <FormField label={t`Scopes`}>
              <Input {...field('scopes')} />
            </FormField>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.enabled !== false}
                onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
              />
              <Trans>Enabled</Trans>
            </label>
            {failure ? (
              <p role="alert" className="text-sm text-danger">
                {failure}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter className="mt-6">
            <Button type="button" variant="secondary" clickGuardMs={0} onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy} clickGuardMs={0}>
              <Trans>Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Third-party sign-in providers (`/system/socialProvider`, platform only): WeChat and GitHub as
 * seeded, the local demo identity provider, and any OpenID Connect provider the platform adds.
 */
export function SocialProviderScreen() {
  const { t } = useLingui();
  const list = useSWR(swrKey('authority/socialProvider/list', {}), () =>
    socialProviderApi.socialProviderList({}),
  );
  const [editing, setEditing] = useState<{ initial: SocialProviderSave; hasSecret: boolean } | null>(null);
  if (list.error && !list.data) {
    return <ErrorState description={t`Failed to get data`} onRetry={() => void list.mutate()} />;
  }
  if (!list.data) return <LoadingState />;
  const edit = (p: SocialProviderAdmin) =>
    setEditing({
      initial: {
        code: p.code,
        name: p.name,
        nameEn: p.nameEn,
        icon: p.icon ?? '',
        issuer: p.issuer ?? '',
        clientId: p.clientId ?? '',
        clientSecret: '',
        scopes: p.scopes,
        enabled: p.enabled,
        sortValue: p.sortValue,
      },
      hasSecret: p.hasSecret,
    });
  return (
    <section aria-labelledby="social-provider-title" className="grid gap-4 p-4">
      <div className="flex items-center justify-between gap-2">
        <h1 id="social-provider-title" className="text-lg font-semibold">
          <Trans>Third-party sign-in providers</Trans>
        </h1>
        <Button clickGuardMs={0} onClick={() => setEditing({ initial: EMPTY, hasSecret: false })}>
          <Trans>Add provider</Trans>
        </Button>
      </div>
      <table className="w-full text-sm" data-testid="social-provider-table">
        <thead>
          <tr className="border-b border-border text-left">
            <th className="p-2">{t`Code`}</th>
            <th className="p-2">{t`Name (English)`}</th>
            <th className="p-2">{t`Issuer URL`}</th>
            <th className="p-2">{t`Client ID`}</th>
            <th className="p-2">{t`State`}</th>
            <th className="p-2">
              <span className="sr-only">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((p) => (
            <tr key={p.code} className="border-b border-border">
              <td className="p-2 font-mono">{p.code}</td>
              <td className="p-2">{p.nameEn}</td>
              <td className="p-2 break-all">{p.issuer ?? '—'}</td>
              <td className="p-2">{p.clientId ?? '—'}</td>
              <td className="p-2">
                {!p.enabled ? t`Disabled` : p.issuer && p.clientId ? t`Ready` : t`Needs credentials`}
              </td>
              <td className="p-2 text-right">
                <Button
                  size="sm"
                  variant="secondary"
                  clickGuardMs={0}
                  onClick={() => edit(p)}
                  aria-label={t`Edit ${p.code}`}
                >
                  <Trans>Edit</Trans>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing ? (
        <ProviderDialog
          initial={editing.initial}
          hasSecret={editing.hasSecret}
          onClose={() => setEditing(null)}
          onSaved={() => list.mutate()}
        />
      ) : null}
    </section>
  );
}

export default SocialProviderScreen;
