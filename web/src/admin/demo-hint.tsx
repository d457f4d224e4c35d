import { Text } from '@chakra-ui/react';

/**
 * Shown on the offline demo only: the login page renders it behind the build-time constant
 * __DATA_BACKEND__ === 'memory', so the Firebase build drops this module and carries no account.
 */
export function DemoHint() {
  return (
    <Text mt="6" fontSize="sm" color="fg.muted">
      Demo accounts: owner@example.com / demo1234 (the owner), guest@example.com / demo1234 (not the owner).
    </Text>
  );
}
