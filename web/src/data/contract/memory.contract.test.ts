import { createMemoryPort } from '../memory';
import { contentContract } from './content-contract';
import { authContract, documentsContract, filesContract, type ContractSetup } from './contract';

const setup: ContractSetup = {
  fresh: async () => ({
    port: createMemoryPort(),
    owner: { email: 'owner@example.com', password: 'demo1234' },
    stranger: { email: 'guest@example.com', password: 'demo1234' },
  }),
};

authContract('in-memory twin', setup);
documentsContract('in-memory twin', setup);
filesContract('in-memory twin', setup);
contentContract('in-memory twin', setup);
