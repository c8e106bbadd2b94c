/** Types of `chromium.mjs`, which plain Node scripts import too. */
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
