import { useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { AREA_LEVEL, areaResource } from '@pocket/contract';
import { ResourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { AreaTree, useAreaLevels } from './area-tree.tsx';

const LEVELS = {
  PROVINCE: msg`Province`,
  CITY: msg`City`,
  COUNTY: msg`District`,
} as const satisfies Record<(typeof AREA_LEVEL)[number], unknown>;

/** The screen of the areas under one parent ("0": the provinces), the tree beside it. */
function areasUnder(parentId: string, aside: ReactNode) {
  return defineScreen({
    resource: areaResource,
    texts: {
      title: msg`Areas`,
      add: msg`Add area`,
      edit: msg`Edit area`,
      deleteTitle: msg`Delete areas`,
      deleteQuestion: (count) => msg`Delete the ${count} selected area(s) and everything under them?`,
    },
    rowLabel: (a) => a.label,
    columns: [
      { key: 'code', header: msg`Code`, cell: 'code', sortable: true },
      { key: 'label', header: msg`Name`, sortable: true },
      { key: 'fullName', header: msg`Full name` },
      { key: 'level', header: msg`Level`, cell: (a) => <LevelText level={a.level} /> },
      { key: 'longitude', header: msg`Longitude` },
      { key: 'latitude', header: msg`Latitude` },
      { key: 'sortValue', header: msg`Order`, sortable: true },
      { key: 'source', header: msg`Source`, hidden: true },
    ],
    filters: [
      { type: 'text', key: 'label', label: msg`Name` },
      { type: 'text', key: 'code', label: msg`Code` },
      {
        type: 'select',
        key: 'level',
        label: msg`Level`,
        options: AREA_LEVEL.map((level) => ({ value: level, label: LEVELS[level] })),
      },
    ],
    baseQuery: () => (parentId === '0' ? {} : { parentId }),
    aside,
    form: {
      columns: 2,
      fields: [
        { name: 'code', control: 'text', label: msg`Code`, required: true },
        { name: 'label', control: 'text', label: msg`Name` },
        {
          name: 'level',
          control: 'select',
          label: msg`Level`,
          options: AREA_LEVEL.map((level) => ({ value: level, label: LEVELS[level] })),
        },
        { name: 'sortValue', control: 'number', label: msg`Order` },
        { name: 'longitude', control: 'text', label: msg`Longitude` },
        { name: 'latitude', control: 'text', label: msg`Latitude` },
        { name: 'source', control: 'text', label: msg`Source` },
      ],
      toForm: (a) => ({
        code: a.code,
        label: a.label,
        level: a.level,
        sortValue: String(a.sortValue),
        longitude: a.longitude === null ? '' : String(a.longitude),
        latitude: a.latitude === null ? '' : String(a.latitude),
        source: a.source ?? '',
      }),
      // New areas go under the area chosen in the tree; an edited one keeps its parent.
      toBody: (values, editing) => (editing ? values : { ...values, parentId }),
    },
  });
}

function LevelText({ level }: { level: (typeof AREA_LEVEL)[number] }) {
  const { i18n } = useLingui();
  return <>{i18n._(LEVELS[level])}</>;
}

/**
 * Areas (`/system/area`, platform only): the administrative divisions every tenant's forms use,
 * seeded from the china-area-data package. The tree loads children on demand; the table lists
 * the areas under the chosen one.
 */
function AreaScreen() {
  const [parentId, setParentId] = useState('0');
  const levels = useAreaLevels();
  const aside = <AreaTree selected={parentId} onSelect={setParentId} levels={levels} />;
  const def = areasUnder(parentId, aside);
  // A new parent is a new query (and the tree opens down to it): the screen starts again.
  return <ResourceScreen key={parentId} def={def} />;
}

export default AreaScreen;
