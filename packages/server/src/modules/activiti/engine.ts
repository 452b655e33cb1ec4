import { EventEmitter } from 'node:events';
import { ErrorCode } from '@pocket/contract';
import type { ValidationIssue } from '@pocket/contract';
import { Engine } from 'bpmn-engine';
import BpmnModdle from 'bpmn-moddle';
import type { ModdleElement } from 'bpmn-moddle';
import { ApiError } from '../../lib/http.ts';
import { t, validationText } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { ExpressionError, expressionBody, parseExpression, safeExpressions } from './expression.ts';

/** The namespace of the assignment attributes lamp's and Activiti's modelers write. */
export const ACTIVITI_NS = 'http://activiti.org/bpmn';
/** `activiti:assignee="${starterLeader}"`: the starter's organisation leader. */
export const STARTER_LEADER = 'starterLeader';
/** The role of organisation leaders; and who gets a leader's task when there is none. */
export const LEADER_ROLE = 'ORG_LEADER';
export const FALLBACK_ROLE = 'SUPER_ADMIN';

/** Who does a user task: a named account, the starter's leader, or the holders of a role. */
export type Assignment =
  { kind: 'user'; account: string } | { kind: 'leader' } | { kind: 'role'; role: string };

export type UserTaskInfo = { id: string; name: string; assignment: Assignment };

/** What a valid diagram holds: its process and the user tasks with their assignment. */
export type ProcessInfo = {
  processId: string;
  processName: string | null;
  userTasks: Map<string, UserTaskInfo>;
};

/** A refusal of a diagram: field issues `bpmn_*` (docs/workflow.md). */
export class BpmnInvalid extends Error {
  constructor(readonly codes: string[]) {
    super(codes.join(', '));
  }
}

/** The 400 answer of a refused diagram, its issues on `field`. */
export function bpmnFailure(lang: Lang, error: BpmnInvalid, field = 'xml'): ApiError {
  const issues: ValidationIssue[] = error.codes.map((code) => {
    const [name = '', ...args] = code.split(':');
    return { path: [field], code, message: validationText(lang, name, args) };
  });
  const detail = issues.map((i) => `${field}: ${i.message}`).join('; ');
  return new ApiError(ErrorCode.VALIDATION, t(lang, 'validation', { detail }), 400, { issues });
}

const localType = (type: string) => {
  const name = type.includes(':') ? type.slice(type.indexOf(':') + 1) : type;
  return name.charAt(0).toLowerCase() + name.slice(1);
};

const FLOW_ELEMENTS = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:Task',
  'bpmn:ManualTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:SequenceFlow',
]);
const ARTIFACTS = new Set(['bpmn:TextAnnotation', 'bpmn:Association', 'bpmn:Group']);
/** Properties of a flow element that make it do more than the engine here runs. */
const BEHAVIOUR_PROPS = [
  'loopCharacteristics',
  'ioSpecification',
  'dataInputAssociations',
  'dataOutputAssociations',
];

const MODDLE = () => new BpmnModdle();

/** Parses BPMN XML: unreadable input or no definitions → bpmn_xml. Elements moddle does not
 * know (a typo, another vendor's element outside extensionElements) come back as codes: they are
 * refused rather than silently dropped. */
async function read(xml: string): Promise<{ definitions: ModdleElement; codes: string[] }> {
  let parsed: Awaited<ReturnType<BpmnModdle['fromXML']>>;
  try {
    parsed = await MODDLE().fromXML(xml);
  } catch {
    throw new BpmnInvalid(['bpmn_xml']);
  }
  if (parsed.rootElement?.$type !== 'bpmn:Definitions') throw new BpmnInvalid(['bpmn_xml']);
  const codes = parsed.warnings
    .map((w) => /unparsable content <([^>\s]+)>/.exec(w.message)?.[1])
    .filter((name): name is string => Boolean(name))
    .map((name) => `bpmn_element:${localType(name)}:-`);
  return { definitions: parsed.rootElement, codes };
}

const list = (value: unknown) => (Array.isArray(value) ? (value as ModdleElement[]) : []);

/** The prefixes bound to the activiti namespace in the document (usually `activiti`). */
function activitiPrefixes(definitions: ModdleElement): string[] {
  const prefixes = Object.entries(definitions.$attrs ?? {})
    .filter(([key, value]) => key.startsWith('xmlns:') && value === ACTIVITI_NS)
    .map(([key]) => key.slice('xmlns:'.length));
  return prefixes.length ? prefixes : ['activiti'];
}

function attr(element: ModdleElement, prefixes: string[], name: string): string | undefined {
  for (const p of prefixes) {
    const value = element.$attrs?.[`${p}:${name}`];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

const ROLE_CODE = /^[A-Za-z0-9_]{1,64}$/;
const ACCOUNT = /^[A-Za-z0-9_.@-]{1,50}$/;

function assignmentOf(task: ModdleElement, prefixes: string[]): Assignment | undefined {
  const assignee = attr(task, prefixes, 'assignee');
  if (assignee !== undefined) {
    const body = expressionBody(assignee);
    if (body !== undefined) return body.trim() === STARTER_LEADER ? { kind: 'leader' } : undefined;
    return ACCOUNT.test(assignee) ? { kind: 'user', account: assignee } : undefined;
  }
  const groups = attr(task, prefixes, 'candidateGroups');
  if (groups !== undefined) return ROLE_CODE.test(groups) ? { kind: 'role', role: groups } : undefined;
  return undefined;
}

/**
 * Checks a diagram is one this engine runs safely (docs/workflow.md "What is not supported") and
 * answers its process and user tasks; throws BpmnInvalid with every problem found. Named
 * accounts are checked with `accountExists` when given.
 */
export async function inspectBpmn(
  xml: string,
  accountExists?: (account: string) => Promise<boolean>,
): Promise<ProcessInfo> {
  const { definitions, codes } = await read(xml);
  const roots = list(definitions.rootElements);
  const processes = roots.filter((r) => r.$type === 'bpmn:Process');
  const process = processes.find((p) => p.isExecutable === true) ?? processes[0];
  if (!process || typeof process.id !== 'string') throw new BpmnInvalid(['bpmn_xml']);
  for (const other of roots)
    if (other !== process) codes.push(`bpmn_element:${localType(other.$type)}:${other.id ?? '-'}`);
  const prefixes = activitiPrefixes(definitions);
  const userTasks = new Map<string, UserTaskInfo>();
  const elements = list(process.flowElements);
  let starts = 0;
  let ends = 0;
  for (const el of elements) {
    const id = el.id ?? '-';
    if (!FLOW_ELEMENTS.has(el.$type)) {
      codes.push(`bpmn_element:${localType(el.$type)}:${id}`);
      continue;
    }
    for (const prop of BEHAVIOUR_PROPS) {
      const value = el[prop];
      if (value && (!Array.isArray(value) || value.length))
        codes.push(`bpmn_element:${localType((value as ModdleElement).$type ?? prop)}:${id}`);
    }
    const eventDefinitions = list(el.eventDefinitions);
    for (const def of eventDefinitions) codes.push(`bpmn_element:${localType(def.$type)}:${id}`);
    if (el.$type === 'bpmn:StartEvent') starts++;
    if (el.$type === 'bpmn:EndEvent') ends++;
    if (el.$type === 'bpmn:SequenceFlow' && (!el.sourceRef || !el.targetRef))
      codes.push(`bpmn_element:sequenceFlow:${id}`);
    if (el.$type === 'bpmn:SequenceFlow' && el.conditionExpression) {
      const condition = el.conditionExpression as ModdleElement & { body?: string; language?: string };
      const body = condition.language ? undefined : expressionBody(String(condition.body ?? ''));
      let ok = body !== undefined && condition.$type === 'bpmn:FormalExpression';
      if (ok) {
        try {
          parseExpression(body!);
        } catch (error) {
          if (!(error instanceof ExpressionError)) throw error;
          ok = false;
        }
      }
      if (!ok) codes.push(`bpmn_condition:${id}`);
    }
    if (el.$type === 'bpmn:UserTask') {
      const assignment = assignmentOf(el, prefixes);
      if (!assignment) codes.push(`bpmn_assignee:${id}`);
      else if (assignment.kind === 'user' && accountExists && !(await accountExists(assignment.account)))
        codes.push(`bpmn_assignee:${id}`);
      else if (assignment) userTasks.set(id, { id, name: el.name?.trim() || id, assignment });
    }
  }
  for (const artifact of list(process.artifacts))
    if (!ARTIFACTS.has(artifact.$type))
      codes.push(`bpmn_element:${localType(artifact.$type)}:${artifact.id ?? '-'}`);
  if (starts !== 1) codes.unshift('bpmn_start');
  if (ends < 1) codes.unshift('bpmn_end');
  if (codes.length) throw new BpmnInvalid([...new Set(codes)]);
  return { processId: process.id, processName: process.name?.trim() || null, userTasks };
}

/** The diagram with its process's id set to `key` (and its name, when given); the diagram
 * interchange follows (it references the process object). */
export async function withProcessKey(xml: string, key: string, name?: string): Promise<string> {
  const { definitions } = await read(xml);
  const process = list(definitions.rootElements).find((r) => r.$type === 'bpmn:Process');
  if (!process) throw new BpmnInvalid(['bpmn_xml']);
  if (process.id === key && (name === undefined || process.name === name)) return xml;
  process.id = key;
  if (name !== undefined) process.name = name;
  return (await MODDLE().toXML(definitions, { format: true })).xml;
}

/** A blank diagram: one start event, drawn. */
export function blankDiagram(key: string, name: string): string {
  const esc = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:activiti="${ACTIVITI_NS}" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${key}" name="${esc}" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
}

// ---------------------------------------------------------------------------------------------
// Running

/** Scripts are never run: nothing registers, nothing is found (a `language` condition fails). */
const noScripts = {
  register(): undefined {
    return undefined;
  },
  getScript(): undefined {
    return undefined;
  },
};

/** Where a run stopped: its state to keep, what it passed, what waits, and whether it ended. */
export type Step = {
  state: unknown;
  completed: string[];
  waiting: string[];
  ended: boolean;
  endId: string | null;
};

type Execution = Awaited<ReturnType<Engine['execute']>>;
type Postponed = {
  id: string;
  type: string;
  environment: { variables: Record<string, unknown> };
  signal(message?: unknown): void;
};

export class EngineFailure extends Error {}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function drive(
  engine: Engine,
  start: (listener: EventEmitter) => Promise<Execution>,
  act?: (execution: Execution) => void,
): Promise<Step> {
  const listener = new EventEmitter();
  const completed: string[] = [];
  let endId: string | null = null;
  let failure: unknown;
  let ended = false;
  listener.on('activity.end', (api: { id: string; type: string }) => {
    completed.push(api.id);
    if (api.type === 'bpmn:EndEvent') endId = api.id;
  });
  listener.on('flow.take', (api: { id: string }) => completed.push(api.id));
  // A manual task is a pass-through step here.
  listener.on('activity.wait', (api: Postponed) => {
    if (api.type === 'bpmn:ManualTask') api.signal();
  });
  listener.on('activity.error', (api: { content?: { error?: unknown } }) => {
    failure ??= api.content?.error ?? new Error('activity error');
  });
  engine.on('error', (error: unknown) => {
    failure ??= error;
  });
  engine.on('end', () => {
    ended = true;
  });
  try {
    const execution = await start(listener);
    await settle();
    act?.(execution);
    for (let i = 0; i < 5; i++) await settle();
    if (failure) throw new EngineFailure(failure instanceof Error ? failure.message : String(failure));
    const postponed = ended ? [] : (execution.getPostponed() as unknown as Postponed[]);
    const waiting = postponed.filter((p) => p.type === 'bpmn:UserTask').map((p) => p.id);
    const state = ended ? null : await engine.getState();
    if (!ended && waiting.length === 0) throw new EngineFailure('the process stopped without a task waiting');
    return { state, completed, waiting, ended, endId };
  } finally {
    // stop() of an engine that ended waits for a stop that never comes.
    if (!ended && engine.state === 'running') await engine.stop().catch(() => undefined);
  }
}

// The engine's types want a Script from getScript; answering none is the point here.
const engineOptions = (name: string) => ({
  name,
  expressions: safeExpressions,
  scripts: noScripts as never,
});

/** Starts a process of `xml` with `variables`, up to its first user tasks (or its end). */
export function startEngine(name: string, xml: string, variables: Record<string, unknown>): Promise<Step> {
  const engine = new Engine({ ...engineOptions(name), source: xml });
  return drive(engine, (listener) => engine.execute({ listener, variables }));
}

/** Recovers a stored run, sets `variables` and signals the waiting user task `activityId`;
 * runs to the next user tasks (or the end). */
export function resumeEngine(
  name: string,
  state: unknown,
  activityId: string,
  variables: Record<string, unknown>,
): Promise<Step> {
  const engine = new Engine(engineOptions(name)).recover(structuredClone(state) as never);
  return drive(
    engine,
    (listener) => engine.resume({ listener }),
    (execution) => {
      const postponed = execution.getPostponed() as unknown as Postponed[];
      const task = postponed.find((p) => p.id === activityId);
      if (!task) throw new EngineFailure(`no task ${activityId} waits`);
      // The process environment's variables: conditions read them (`${decision == 'REJECT'}`).
      Object.assign(task.environment.variables, variables);
      task.signal({ ...variables });
    },
  );
}
