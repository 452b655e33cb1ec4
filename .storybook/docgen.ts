// Props tables and component descriptions from react-docgen, cleaned up for a designer: optional
// props typed `X | undefined` read as `X` (with a control that fits X), JSX written in JSDoc prose
// shows as code instead of vanishing as HTML, and `@example` blocks become code blocks.
import type { ArgTypes, Parameters } from '@storybook/react-vite';

type TsType = { name: string; raw?: string; value?: string; elements?: TsType[] };
type DocgenProp = {
  description?: string;
  required?: boolean;
  tsType?: TsType;
  defaultValue?: { value: string } | null;
};
type DocgenInfo = { description?: string; props?: Record<string, DocgenProp> };

const docgenOf = (component: unknown) =>
  (component as { __docgenInfo?: DocgenInfo } | undefined)?.__docgenInfo;

/** Prose with its inline code kept: `<Tag>` outside backticks becomes code, not HTML. */
function proseToMarkdown(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/<\/?[A-Za-z][^<>]*>/g, (tag) => `\`${tag}\``)))
    .join('');
}

/** A JSDoc comment as Markdown: prose first, each `@example` as a tsx code block. */
export function jsDocToMarkdown(text: string): string {
  const [prose = '', ...examples] = text.split(/^\s*@example\b/m);
  const blocks = examples.map((example) => {
    const code = example.replace(/^[ \t]*\n/, '').replace(/\s+$/, '');
    const lines = code.split('\n');
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
    return `**Example**\n\n\`\`\`tsx\n${lines
      .map((l) => l.slice(indent))
      .join('\n')
      .trim()}\n\`\`\``;
  });
  return [proseToMarkdown(prose.trim()), ...blocks].filter(Boolean).join('\n\n');
}

/** The type without `| undefined`, and the control type that fits it. */
function describeType(tsType: TsType | undefined): {
  summary: string;
  sbType: { name: string; value?: string[] };
} {
  if (!tsType) return { summary: 'unknown', sbType: { name: 'other' } };
  const parts =
    tsType.name === 'union' && tsType.elements
      ? tsType.elements.filter((e) => e.name !== 'undefined' && e.value !== 'undefined')
      : [tsType];
  const summary = parts.map((p) => p.raw ?? p.value ?? p.name).join(' | ');
  if (parts.length === 1) {
    const name = parts[0]!.name;
    if (['boolean', 'string', 'number'].includes(name)) return { summary, sbType: { name } };
  }
  if (parts.length > 1 && parts.every((p) => p.name === 'literal' && /^['"]/.test(p.value ?? ''))) {
    return { summary, sbType: { name: 'enum', value: parts.map((p) => p.value!.slice(1, -1)) } };
  }
  if (
    parts.length === 2 &&
    parts.every((p) => p.name === 'literal' && /^(true|false)$/.test(p.value ?? ''))
  ) {
    return { summary: 'boolean', sbType: { name: 'boolean' } };
  }
  return { summary, sbType: { name: 'other' } };
}

function extractArgTypes(component: unknown): ArgTypes | null {
  const props = docgenOf(component)?.props;
  if (!props) return null;
  const argTypes: ArgTypes = {};
  for (const [name, prop] of Object.entries(props)) {
    const { summary, sbType } = describeType(prop.tsType);
    argTypes[name] = {
      name,
      description: jsDocToMarkdown(prop.description ?? ''),
      type: { required: prop.required ?? false, ...sbType } as never,
      table: {
        type: { summary },
        ...(prop.defaultValue ? { defaultValue: { summary: prop.defaultValue.value } } : {}),
      },
    };
  }
  return argTypes;
}

function extractComponentDescription(component: unknown): string {
  return jsDocToMarkdown(docgenOf(component)?.description ?? '');
}

export const docsParameters: Parameters['docs'] = { extractArgTypes, extractComponentDescription };
