export declare function withBlock(text: string, name: string, lines: readonly string[]): string;
export declare function writeBlock(file: string, name: string, lines: readonly string[]): void;
