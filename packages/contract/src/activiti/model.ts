import { z } from 'zod';
import { idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, required } from '../common/validation.ts';
import { endpoint, envelope, file } from '../endpoint.ts';
import { wfDefinitionSchema, wfModelSchema } from './rows.ts';

/** The most characters a BPMN document may have (2 MB). */
export const BPMN_MAX_CHARS = 2_000_000;
/** A process key: the BPMN process id, an XML name (`leave`, `reimbursement_v2`). */
export const PROCESS_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

export const processKey = () =>
  z
    .string({ error: ValidationCode.required })
    .trim()
    .min(1, ValidationCode.required)
    .regex(PROCESS_KEY, ValidationCode.identifier);

/** BPMN 2.0 XML as sent by the modeler or an imported `.bpmn` file; the server validates it
 * (field issues `bpmn_*` on `xml`) before it stores anything. */
export const bpmnXmlSchema = z
  .string({ error: ValidationCode.required })
  .min(1, ValidationCode.required)
  .max(BPMN_MAX_CHARS, ValidationCode.bpmnXml);

/** A model with its diagram (`GET /activiti/model/{id}`). */
export const wfModelDetailSchema = wfModelSchema.extend({ xml: z.string() });
export type WfModelDetail = z.infer<typeof wfModelDetailSchema>;

const fields = {
  name: required(50),
  description: blankable(maxLen(255)),
};
/** A new model: the server draws a start event when no XML is given; a given diagram must use
 * the key as its process id (the server sets it). */
export const wfModelCreateSchema = z.object({ ...fields, key: processKey(), xml: bpmnXmlSchema.optional() });
export type WfModelCreate = z.input<typeof wfModelCreateSchema>;
/** Rename or describe a model (the key stays: definitions are versioned by it). */
export const wfModelUpdateSchema = z.object({ id: idSchema, ...fields });
export type WfModelUpdate = z.input<typeof wfModelUpdateSchema>;
export const wfModelQuerySchema = z.object({
  name: z.string().max(50).optional(),
  key: z.string().max(50).optional(),
});

/** Save the diagram drawn in the modeler. */
export const wfModelXmlSchema = z.object({ xml: bpmnXmlSchema });
/** Import a `.bpmn` file as a new model (name and key from its process unless given). */
export const wfModelImportSchema = z.object({ file: z.instanceof(Blob) });

const idParams = z.object({ id: idSchema });

/** Workflow models (`/activiti/model`): draw, import, export and deploy BPMN processes. */
export const wfModelResource = defineResource({
  service: 'activiti',
  key: 'model',
  scope: 'tenant',
  label: ['workflow model', 'workflow models'],
  schemas: {
    row: wfModelSchema,
    detail: wfModelDetailSchema,
    create: wfModelCreateSchema,
    update: wfModelUpdateSchema,
    filter: wfModelQuerySchema,
  },
  ops: ['page', 'get', 'create', 'update', 'delete'],
  actions: ['publish', 'export', 'import'],
}).extend((can) => ({
  modelSaveXml: endpoint({
    method: 'put',
    path: '/activiti/model/{id}/xml',
    auth: 'token',
    permission: can.edit,
    summary: 'Save the diagram of a model',
    params: idParams,
    body: wfModelXmlSchema,
    response: envelope(wfModelSchema),
  }),
  modelDeploy: endpoint({
    method: 'post',
    path: '/activiti/model/{id}/deploy',
    auth: 'token',
    permission: can.publish,
    summary: 'Deploy (publish) a model: a new definition version',
    params: idParams,
    response: envelope(wfDefinitionSchema),
  }),
  modelExportXml: endpoint({
    method: 'get',
    path: '/activiti/model/{id}/bpmn',
    auth: 'token',
    permission: can.export,
    summary: 'The diagram as a .bpmn file',
    params: idParams,
    response: file('application/xml'),
  }),
  modelImportXml: endpoint({
    method: 'post',
    path: '/activiti/model/importBpmn',
    auth: 'token',
    permission: can.import,
    summary: 'Import a .bpmn file as a new model',
    body: wfModelImportSchema,
    bodyType: 'multipart',
    response: envelope(wfModelSchema),
  }),
}));
