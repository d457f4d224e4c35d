import { Alert, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { EMAIL_PATTERN, NEWSLETTER_FORM, NEWSLETTER_OUTCOME_ID, NEWSLETTER_PATHS, NEWSLETTER_TEXT } from '@portfolio/model';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useSubscribe } from '../api/use-subscribe';

interface Values {
  email: string;
  /** Honeypot: people never see it; bots that fill every field do. */
  website: string;
}

/**
 * "Get new posts by email". Before the app runs (or without script) it is a plain form posting to the
 * newsletter function, which answers with a page; with the app, the answer shows here. Double opt-in:
 * the reader confirms by the mailed link before anything is sent.
 */
export function SubscribeForm({ compact = false }: { compact?: boolean }) {
  const subscribe = useSubscribe();
  const { pathname } = useLocation();
  const headingId = useId();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>();

  const onSubmit = handleSubmit(async ({ email, website }) => {
    setResult(null);
    const outcome = await subscribe(email.trim(), pathname, website ?? '');
    setResult(outcome);
    if (outcome.ok) reset({ email: '', website: '' });
  });

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      {...(compact ? {} : { bg: 'bg.panel', borderWidth: '1px', borderRadius: 'l3', p: { base: 5, md: 6 } })}
    >
      <Stack gap="3">
        {/* In the footer it labels the form without adding a heading to the page's outline. */}
        {compact ? (
          <Text id={headingId} fontWeight="semibold">
            {NEWSLETTER_TEXT.heading}
          </Text>
        ) : (
          <Heading as="h2" id={headingId} size="md">
            {NEWSLETTER_TEXT.heading}
          </Heading>
        )}
        <Text color="fg.muted" textStyle="sm">
          {NEWSLETTER_TEXT.lead}
        </Text>
        <form method="post" action={NEWSLETTER_PATHS.subscribe} onSubmit={onSubmit} noValidate>
          <input type="hidden" name={NEWSLETTER_FORM.source} value={pathname} />
          {/* The label above the row, the input and the button on one line: the button lines up with
              the input whatever the label's height, and an error shows under both. */}
          <Field.Root invalid={!!errors.email}>
            <Field.Label srOnly={compact}>{NEWSLETTER_TEXT.label}</Field.Label>
            <HStack gap="2" flexWrap={{ base: 'wrap', sm: 'nowrap' }} w="full">
              <Input
                flex="1"
                minW="12rem"
                type="email"
                autoComplete="email"
                placeholder="name@example.com"
                {...register('email', {
                  required: NEWSLETTER_TEXT.invalidEmail,
                  validate: (v) => EMAIL_PATTERN.test(v.trim().toLowerCase()) || NEWSLETTER_TEXT.invalidEmail,
                })}
                name={NEWSLETTER_FORM.email}
              />
              <Button type="submit" disabled={isSubmitting}>
                {NEWSLETTER_TEXT.button}
              </Button>
            </HStack>
            {errors.email && <Field.ErrorText>{errors.email.message}</Field.ErrorText>}
          </Field.Root>
          {/* Off screen rather than display:none, which some bots skip; out of the tab order and hidden from assistive technology. */}
          <Box position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden" aria-hidden>
            <label>
              Website
              <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} name={NEWSLETTER_FORM.website} />
            </label>
          </Box>
        </form>
        <Box aria-live="polite">
          {result && (
            <Alert.Root
              id={NEWSLETTER_OUTCOME_ID}
              role={result.ok ? 'status' : 'alert'}
              status={result.ok ? 'success' : 'error'}
              variant="subtle"
            >
              <Alert.Indicator />
              <Alert.Title>{result.message}</Alert.Title>
            </Alert.Root>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
