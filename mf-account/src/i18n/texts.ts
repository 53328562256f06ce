import type { OwnTexts } from '@dostavka/shared-kernel/ui-core';
import en from './en.json';
import ru from './ru.json';

/** This remote's own texts (its pages' headings and titles), bundled with it. */
export const OWN_TEXTS: OwnTexts = { namespace: 'account', texts: { ru, en } };

/** The account's texts first, then the kernel's order views' (statuses, the order's facts). */
export const ACCOUNT_NAMESPACES = [OWN_TEXTS.namespace, 'order'];
