export {
  DEFAULT_RUNTIME_CONFIG,
  mergeRuntimeConfig,
  readRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  runtimeConfigScript,
  type RuntimeConfig,
} from './runtime-config';
