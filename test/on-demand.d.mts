export declare const ON_DEMAND_TAG: '@on-demand';
export declare const GATE_ENV: 'RESORT_GATE';
