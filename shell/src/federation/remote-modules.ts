import type * as ContentPages from 'mf_content/pages';
import type * as CalculatorPages from 'mf_calculator/pages';
import type * as OrderPages from 'mf_order/pages';
import type * as AccountPages from 'mf_account/pages';
import type * as ContentIslands from 'mf_content/islands';
import type { RemoteName } from '@dostavka/shared-kernel/routing';

/**
 * What each remote exposes as `./pages`, typed from the declarations the remote emitted at its
 * build (shell/@mf-types). A remote that changes its exposed surface breaks the shell's type check.
 */
export interface RemotePagesModules {
  mf_content: typeof ContentPages;
  mf_calculator: typeof CalculatorPages;
  mf_order: typeof OrderPages;
  mf_account: typeof AccountPages;
}

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** @public Compiles only when every remote name of the route table has an entry above, and nothing else does. */
export const REMOTE_NAMES_MATCH: Exactly<keyof RemotePagesModules, RemoteName> = true;

/** What the content remote exposes as `./islands`: the parts of its pages that come alive alone. */
export type ContentIslandsModule = typeof ContentIslands;
