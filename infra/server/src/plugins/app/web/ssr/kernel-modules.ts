/** The kernel's entry points, as the apps' server builds import them (see server-builds.ts). */
import * as api from '@dostavka/shared-kernel/api';
import * as bus from '@dostavka/shared-kernel/bus';
import * as config from '@dostavka/shared-kernel/config';
import * as domain from '@dostavka/shared-kernel/domain';
import * as i18n from '@dostavka/shared-kernel/i18n';
import * as remote from '@dostavka/shared-kernel/remote';
import * as routing from '@dostavka/shared-kernel/routing';
import * as rules from '@dostavka/shared-kernel/rules';
import * as ssr from '@dostavka/shared-kernel/ssr';
import * as stores from '@dostavka/shared-kernel/stores';
import * as ui from '@dostavka/shared-kernel/ui';
import * as uiCityPicker from '@dostavka/shared-kernel/ui-city-picker';
import * as uiCore from '@dostavka/shared-kernel/ui-core';
import * as uiInput from '@dostavka/shared-kernel/ui-input';

export const KERNEL_MODULES: Readonly<Record<string, unknown>> = {
  '@dostavka/shared-kernel/api': api,
  '@dostavka/shared-kernel/bus': bus,
  '@dostavka/shared-kernel/config': config,
  '@dostavka/shared-kernel/domain': domain,
  '@dostavka/shared-kernel/i18n': i18n,
  '@dostavka/shared-kernel/remote': remote,
  '@dostavka/shared-kernel/routing': routing,
  // The shell's sign-in and contact forms (lazy, never rendered on the server, but resolvable).
  '@dostavka/shared-kernel/rules': rules,
  '@dostavka/shared-kernel/ssr': ssr,
  '@dostavka/shared-kernel/stores': stores,
  '@dostavka/shared-kernel/ui': ui,
  '@dostavka/shared-kernel/ui-city-picker': uiCityPicker,
  '@dostavka/shared-kernel/ui-core': uiCore,
  '@dostavka/shared-kernel/ui-input': uiInput,
};
