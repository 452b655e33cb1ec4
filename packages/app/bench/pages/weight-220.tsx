// The floor at about the dashboard's byte budget (220 kB): React DOM with the whole of zod,
// react-router, swr, dayjs and Lingui's core, evaluated at start, in one file (console.bench.ts:
// what the budget's bytes cost alone).
import * as lingui from '@lingui/core';
import dayjs from 'dayjs';
import * as router from 'react-router';
import * as swr from 'swr';
import * as z from 'zod';
import { renderWeighted } from './weight.tsx';

renderWeighted(
  Object.keys(z).length +
    Object.keys(router).length +
    Object.keys(swr).length +
    Object.keys(lingui).length +
    dayjs().year(),
);
