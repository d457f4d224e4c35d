import { Secret, TOTP } from 'otpauth';
import { createMemoryPort } from '../memory';
import { accountContract, type AccountContractSetup } from './account-contract';
import { conflictContract } from './conflict-contract';
import { contentContract } from './content-contract';
import { importContract } from './import-contract';
import { importTrustContract } from './import-trust-contract';
import { accessContract, authContract, filesContract } from './contract';
import { documentsContract } from './documents-contract';

const setup: AccountContractSetup = {
  fresh: async () => ({
    port: createMemoryPort(),
    owner: { email: 'owner@example.com', password: 'demo1234' },
    stranger: { email: 'guest@example.com', password: 'demo1234' },
  }),
  // An authenticator app, enrolled as the owner would: its codes made by a TOTP library from the key shown.
  async giveOwnerSecondFactor({ port, owner }) {
    await port.signIn(owner.email, owner.password);
    const enrolment = await port.startTotpEnrolment();
    const app = new TOTP({ secret: Secret.fromBase32(enrolment.secretKey), digits: 6, period: 30 });
    await enrolment.confirm(app.generate(), 'Phone');
    await port.signOut();
    return async () => app.generate();
  },
};

authContract('in-memory twin', setup);
documentsContract('in-memory twin', setup);
accessContract('in-memory twin', setup);
filesContract('in-memory twin', setup);
contentContract('in-memory twin', setup);
importContract('in-memory twin', setup);
conflictContract('in-memory twin', setup);
importTrustContract('in-memory twin', setup);
accountContract('in-memory twin', setup);
