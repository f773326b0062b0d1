export declare const CLIENT_ADDRESS_HEADER: "x-client-address";
export declare const PUBLIC_ORIGIN_HEADER: "x-public-origin";
export declare const REQUEST_SEAL_HEADER: "x-request-seal";
export declare const REQUEST_SEAL_KEY: unique symbol;
export declare const FRONT_VARY_HEADER: "x-front-vary";
export declare const FRONT_VARY_NOTHING: "-";
export declare const FRONT_RUNNING_KEY: unique symbol;
export declare const SCREENED_HEADER: "x-screened";
export declare const SCREENED_PATH: "/api/screened/";
