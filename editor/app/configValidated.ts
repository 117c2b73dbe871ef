/**
 * Decap's configuration check (`validateConfig` of decap-cms-core's constants/configSchema) in the
 * editor's bundle (editor/build/adminVite.ts, `configFromSchemas`): the configuration is generated from
 * the content schemas by editor/build/decapConfig.ts and tested there, so it is not compiled into an ajv
 * validator in the writer's browser, which needs `new Function` and so a policy that allows eval.
 */
export function validateConfig(): void {}
