import type { CascaderOption } from './cascader.tsx';

type Place = { id: string; label: string; children?: Place[] };

/** A small part of the administrative division (province / city / district), shared by stories and tests. */
export const places: Place[] = [
  {
    id: '440000',
    label: 'Guangdong',
    children: [
      {
        id: '440100',
        label: 'Guangzhou',
        children: [
          { id: '440106', label: 'Tianhe' },
          { id: '440104', label: 'Yuexiu' },
          { id: '440105', label: 'Haizhu' },
        ],
      },
      {
        id: '440300',
        label: 'Shenzhen',
        children: [
          { id: '440305', label: 'Nanshan' },
          { id: '440304', label: 'Futian' },
        ],
      },
    ],
  },
  {
    id: '330000',
    label: 'Zhejiang',
    children: [
      {
        id: '330100',
        label: 'Hangzhou',
        children: [
          { id: '330106', label: 'Xihu' },
          { id: '330102', label: 'Shangcheng' },
        ],
      },
    ],
  },
  { id: '810000', label: 'Hong Kong' },
];

const toOption = (place: Place): CascaderOption => ({
  id: place.id,
  label: place.label,
  isLeaf: !place.children,
});

function find(list: Place[], id: string): Place | undefined {
  for (const place of list) {
    if (place.id === id) return place;
    const found = place.children ? find(place.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The children of a place (`null`: the provinces), as a server would answer them. */
export function placeChildren(parentId: string | null): Promise<CascaderOption[]> {
  const list = parentId === null ? places : (find(places, parentId)?.children ?? []);
  return Promise.resolve(list.map(toOption));
}

/** Places whose name contains the text, each with its path from the province. */
export function searchPlaces(text: string): Promise<CascaderOption[][]> {
  const needle = text.toLowerCase();
  const found: CascaderOption[][] = [];
  const walk = (list: Place[], trail: CascaderOption[]) => {
    for (const place of list) {
      const path = [...trail, toOption(place)];
      if (place.label.toLowerCase().includes(needle)) found.push(path);
      if (place.children) walk(place.children, path);
    }
  };
  walk(places, []);
  return Promise.resolve(found);
}
