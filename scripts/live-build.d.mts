export declare const TEST_GOOGLE_CLIENT_ID: string;
export declare function livePass(env?: Record<string, string | undefined>): {
  port: number;
  apiPort: number;
  apiBaseUrl: string;
  googleClientId: string;
  dist: string;
  env: Record<string, string>;
};
