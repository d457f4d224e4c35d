export declare const TEST_PORTS: {
  auth: number;
  functions: number;
  firestore: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  smtp: number;
};
export declare const TEST_OWNER: string;
export declare const TEST_PROJECT: string;
