import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState, LoadingState, Tabs, TabsContent, TabsList, TabsTrigger } from '@pocket/ui';
import { useMe, useProfileDictionaries, useProfileMutations } from './api/profile.ts';
import { AvatarEditor } from './components/avatar-editor.tsx';
import { BaseInfoForm } from './components/base-info-form.tsx';
import { BoundAccounts } from './components/bound-accounts.tsx';
import { PasswordForm } from './components/password-form.tsx';
import { toBaseBody } from './forms/profile-forms.ts';

/** The personal centre (`/profile/index`, also `/website/user/profile`). */
export function ProfileScreen() {
  const { t, i18n } = useLingui();
  const me = useMe();
  const dictionaries = useProfileDictionaries(i18n.locale);
  const items = (type: string) =>
    (dictionaries.data?.[type] ?? []).map((item) => ({ value: item.code, label: item.name }));
  const mutations = useProfileMutations();

  if (me.error && !me.data) {
    return <ErrorState description={t`Failed to get data`} onRetry={() => void me.mutate()} />;
  }
  if (!me.data) return <LoadingState />;
  const user = me.data;

  return (
    <section aria-labelledby="profile-title" className="grid gap-4 p-4 lg:grid-cols-[18rem_1fr]">
      <h1 id="profile-title" className="text-lg font-semibold lg:col-span-2">
        <Trans>Personal centre</Trans>
      </h1>
      <aside
        aria-label={t`About me`}
        className="grid content-start gap-4 rounded-lg border border-border bg-surface p-4"
      >
        <AvatarEditor
          avatar={user.avatar}
          name={user.name}
          onSave={mutations.saveAvatar}
          onUpload={mutations.uploadAvatar}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="text-muted-foreground">
            <Trans>Account</Trans>
          </dt>
          <dd>{user.account}</dd>
          <dt className="text-muted-foreground">
            <Trans context="person">Name</Trans>
          </dt>
          <dd>{user.name}</dd>
          <dt className="text-muted-foreground">
            <Trans>Organisation</Trans>
          </dt>
          <dd>{user.orgName ?? '—'}</dd>
          <dt className="text-muted-foreground">
            <Trans>Mobile</Trans>
          </dt>
          <dd>{user.mobile ?? '—'}</dd>
          <dt className="text-muted-foreground">
            <Trans>Email</Trans>
          </dt>
          <dd className="break-all">{user.email ?? '—'}</dd>
          <dt className="text-muted-foreground">
            <Trans>Last sign-in</Trans>
          </dt>
          <dd>{user.lastLoginTime ?? '—'}</dd>
        </dl>
      </aside>
      <div className="rounded-lg border border-border bg-surface p-4">
        {/* Every section stays mounted (hidden when inactive), so a half-filled form survives a
            switch to another section and back. */}
        <Tabs defaultValue="base">
          <TabsList aria-label={t`Profile sections`}>
            <TabsTrigger value="base">
              <Trans>Base information</Trans>
            </TabsTrigger>
            <TabsTrigger value="password">
              <Trans>Change password</Trans>
            </TabsTrigger>
            <TabsTrigger value="accounts">
              <Trans>Third-party accounts</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="base" forceMount className="pt-4 data-[state=inactive]:hidden">
            <BaseInfoForm
              user={user}
              nations={items('NATION')}
              educations={items('EDUCATION')}
              onSave={(values) => mutations.saveBase(toBaseBody(values))}
            />
          </TabsContent>
          <TabsContent value="password" forceMount className="pt-4 data-[state=inactive]:hidden">
            <PasswordForm onSave={mutations.changePassword} />
          </TabsContent>
          <TabsContent value="accounts" forceMount className="pt-4 data-[state=inactive]:hidden">
            <BoundAccounts />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}

export default ProfileScreen;
