export declare const ON_DEMAND_TAG: '@on-demand';
