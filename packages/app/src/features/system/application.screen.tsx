import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { applicationResource, type ApplicationWithSecret } from '@pocket/contract';
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
  FormField,
  Input,
  toast,
} from '@pocket/ui';
import { applicationApi } from '../../app/api/application.ts';
import { defineScreen, type ScreenContext } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { APPLICATION_FIELDS, toApplicationBody } from './application-form.ts';

/** Shows a client secret once, with a copy button. */
function SecretDialog({ shown, onClose }: { shown: ApplicationWithSecret; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.clientSecret);
      toast.success(formatMessage(i18n, successMessages.copy));
    } catch {
      toast.warning(t`The browser did not allow copying: select the secret and copy it yourself.`);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Client secret of {shown.application.clientId}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Copy it now: only its fingerprint is stored, so it cannot be shown again.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <FormField label={t`Client secret`}>
            <Input
              readOnly
              value={shown.clientSecret}
              className="font-mono"
              onFocus={(e) => e.currentTarget.select()}
            />
          </FormField>
        </DialogBody>
        <DialogFooter className="mt-6">
          <Button type="button" variant="secondary" clickGuardMs={0} onClick={() => void copy()}>
            <Trans>Copy</Trans>
          </Button>
          <Button type="button" clickGuardMs={0} onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The secret the server answered, shown until the user is done with it. */
const showSecret = (screen: ScreenContext, shown: ApplicationWithSecret) =>
  screen.show((close) => <SecretDialog shown={shown} onClose={close} />);

/**
 * Applications (`/system/application`): the clients allowed to call the API, run by the platform
 * tenant. A secret is answered once, when the application is registered or re-keyed. The
 * application the caller signed in with can be neither disabled, re-keyed nor deleted: the server
 * refuses, and its message is shown. The server lists them by client id and sorts by nothing else.
 */
export const applicationScreen = defineScreen({
  resource: applicationResource,
  texts: {
    title: msg`Applications`,
    add: msg`Add application`,
    edit: msg`Edit application`,
    createHint: msg`A secret is generated when you save; it is shown once.`,
    deleteTitle: msg`Delete applications`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected application(s)? Clients using them can no longer call the API.`,
  },
  rowLabel: (a) => a.clientId,
  columns: [
    { key: 'clientId', header: msg`Client id`, cell: 'code' },
    { key: 'name', header: msg`Name` },
    { key: 'appType', header: msg`Type`, cell: 'enum' },
    { key: 'website', header: msg`Website` },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'createTime', header: msg`Created at` },
  ],
  filters: [
    { type: 'text', key: 'clientId', label: msg`Client id` },
    { type: 'text', key: 'name', label: msg`Name` },
  ],
  form: {
    fields: APPLICATION_FIELDS,
    toBody: toApplicationBody,
    afterSave: (answer, editing, screen) => {
      if (!editing) showSecret(screen, answer as ApplicationWithSecret);
    },
  },
  rowActions: [
    {
      id: 'secret',
      label: msg`New secret`,
      describe: (a) => msg`New secret for ${a.clientId}`,
      permission: 'edit',
      confirm: {
        title: msg`New secret`,
        question: (a) => msg`Give ${a.clientId} a new secret? The current one stops working at once.`,
      },
      run: async (a, screen) => {
        showSecret(screen, await applicationApi.applicationSecret({ body: { id: a.id } }));
      },
    },
  ],
});

export default resourceScreen(applicationScreen);
