export declare const chromiumPath: string;
export declare const testBrowserPath: string;
export declare const chromiumFlags: string[];
