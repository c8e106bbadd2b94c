/** Types of `server-test-files.mjs`, which plain Node scripts import too. */
export declare const SERVER_FILES_ENV: string;
export declare const ENGINE_INDEPENDENT: Map<string, string>;
export declare const PGLITE_OWN: Map<string, string>;
export declare function engineFiles(): string[];
export declare function postgresStageFiles(): string[];
