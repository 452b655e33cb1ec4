import { useRef } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { wfModelResource, type WfModel, type WfModelStatus } from '@pocket/contract';
import { i18n } from '@pocket/i18n';
import { Button, Tag, toast } from '@pocket/ui';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen, type ScreenContext } from '../../components/resource/screen-def.ts';
import { failureText } from '../../lib/form-issues.ts';
import { modelApi } from './activiti-api.ts';
import { diagramIssues } from './bpmn-issues.ts';
import { ModelDesigner, downloadBpmn } from './model-designer.tsx';

const STATUS_TAG: Record<WfModelStatus, 'default' | 'success' | 'warning'> = {
  DRAFT: 'default',
  DEPLOYED: 'success',
  MODIFIED: 'warning',
};

/** Where a model stands (never deployed, deployed as it is, changed since), with the version
 * its latest deployment has. */
function StatusTag({ model }: { model: WfModel }) {
  const { t } = useLingui();
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Tag variant={STATUS_TAG[model.status.code]}>{model.status.desc}</Tag>
      {model.deployedVersion === null ? null : (
        <span className="text-xs text-muted-foreground" title={t`Deployed version ${model.deployedVersion}`}>
          <span className="sr-only">{t`Deployed version ${model.deployedVersion}`}</span>
          <span aria-hidden>v{model.deployedVersion}</span>
        </span>
      )}
    </span>
  );
}

/** Import a `.bpmn` file as a new model; what the server finds wrong with it is shown translated. */
function ImportBpmn({ screen }: { screen: ScreenContext }) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const upload = async (file: File) => {
    try {
      const model = await modelApi.modelImportXml({ body: { file } }, { silent: true });
      screen.notify(msg`Imported the model ${model.name}`);
      await screen.refresh();
    } catch (error) {
      // The file's diagram, or the key its process id would take (already a model's).
      const issues = diagramIssues(error, i18n, ['file', 'xml', 'key']);
      toast.error(
        issues.length
          ? t`The file was not imported: ${issues.join(' ')}`
          : failureText(error) || t`The file was not imported.`,
      );
    }
  };
  if (!screen.allowed('import')) return null;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".bpmn,.xml,application/xml,text/xml"
        className="sr-only"
        tabIndex={-1}
        aria-label={t`BPMN file to import`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="secondary" size="sm" onClick={() => input.current?.click()}>
        <Trans>Import .bpmn</Trans>
      </Button>
    </>
  );
}

const exportModel = async (model: WfModel) => {
  try {
    downloadBpmn((await modelApi.modelExportXml({ params: { id: model.id } })) as unknown as Blob, model.key);
  } catch {
    // The client has shown why.
  }
};

/**
 * Workflow models (`/activiti/model`): BPMN processes drawn in the modeler (its chunk loads when
 * one is opened), imported and exported as `.bpmn`, deployed as a new definition version.
 */
export const modelScreen = defineScreen({
  resource: wfModelResource,
  texts: {
    title: msg`Workflow models`,
    add: msg`New model`,
    edit: msg`Edit model`,
    deleteTitle: msg`Delete models`,
    deleteQuestion: (count) =>
      msg`Delete the ${plural(count, { one: '# selected model', other: '# selected models' })}? Deployed definitions stay.`,
  },
  rowLabel: (m) => m.name,
  // The row's actions need the width: a long description is cut (whole on hover), the deployed
  // version shows beside the status, and their own columns come from the column menu.
  columns: [
    { key: 'name', header: msg`Name` },
    { key: 'key', header: msg`Process key`, cell: 'code' },
    { key: 'version', header: msg`Revision` },
    {
      key: 'description',
      header: msg`Description`,
      cell: (m) => (
        <span className="block max-w-48 truncate" title={m.description ?? undefined}>
          {m.description}
        </span>
      ),
    },
    { key: 'status', header: msg`Status`, cell: (m) => <StatusTag model={m} /> },
    { key: 'deployedVersion', header: msg`Deployed version`, hidden: true },
    { key: 'createTime', header: msg`Created at`, hidden: true },
    { key: 'lastUpdateTime', header: msg`Changed at` },
  ],
  filters: [
    { type: 'text', key: 'name', label: msg`Name` },
    { type: 'text', key: 'key', label: msg`Process key` },
  ],
  form: {
    fields: [
      { name: 'name', control: 'text', label: msg`Name` },
      {
        name: 'key',
        control: 'text',
        label: msg`Process key`,
        description: msg`The process id: a letter or _, then letters, digits or _. It cannot change later.`,
        createOnly: true,
      },
      { name: 'description', control: 'textarea', label: msg`Description` },
    ],
  },
  toolbar: (screen) => <ImportBpmn screen={screen} />,
  rowActions: [
    {
      id: 'design',
      label: msg`Design`,
      describe: (m) => msg`Design ${m.name}`,
      permission: 'edit',
      run: (m, screen) => screen.show((close) => <ModelDesigner model={m} close={close} screen={screen} />),
    },
    {
      id: 'deploy',
      label: msg`Deploy`,
      describe: (m) => msg`Deploy ${m.name}`,
      permission: 'publish',
      confirm: {
        title: msg`Deploy`,
        question: () => msg`Make sure to publish the process`,
      },
      run: async (m, screen) => {
        await modelApi.modelDeploy({ params: { id: m.id } }, { silent: true }).catch((error: unknown) => {
          // The server checks the diagram again: what it finds wrong is said in the user's language.
          const issues = diagramIssues(error, i18n);
          toast.error(
            issues.length
              ? i18n._(msg`The model was not published: ${issues.join(' ')}`)
              : failureText(error) || i18n._(msg`The model was not published.`),
          );
          throw error;
        });
        screen.notify(msg`Publish successfully`);
        await screen.refresh();
      },
    },
    {
      id: 'export',
      label: msg`Export`,
      describe: (m) => msg`Export ${m.name} as .bpmn`,
      permission: 'export',
      run: (m) => exportModel(m),
    },
  ],
  refreshes: ['activiti/definition'],
});

export default resourceScreen(modelScreen);
