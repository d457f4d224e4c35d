import { Alert, Box, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuSend } from 'react-icons/lu';
import { CONTACT_FORM_ACTION, CONTACT_OUTCOME_ID, EMAIL_PATTERN } from '@portfolio/model';
import { useSendContactMessage, useServedContactForm } from '../api/use-send-contact-message';

interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  /** Honeypot: people never see it; bots that fill every field do. */
  website: string;
}

const EMPTY: ContactFormValues = { name: '', email: '', message: '', website: '' };

/**
 * Contact form: name, email and message required; 'Sending...' while busy.
 * Before the app runs (or without script) it is a plain form posting to /api/contact, which answers
 * with this page again showing the outcome (and, when sending failed, what was typed). The action
 * names the outcome's id: a browser opens the answer scrolled to it, as the sent form's redirect is,
 * so a refused message is seen where it was typed rather than at the top of the page.
 */
const SERVED_ACTION = `${CONTACT_FORM_ACTION}#${CONTACT_OUTCOME_ID}`;

export function ContactForm() {
  const send = useSendContactMessage();
  const served = useServedContactForm();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(served?.outcome ?? null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    // No default values otherwise: text typed into the served page before the app started is kept.
  } = useForm<ContactFormValues>({ defaultValues: served?.values });

  // The outcome appears below the button, which after a long message can be below the screen: bring
  // it into view and give it focus, so it is both seen and read out (it is also a live region).
  const outcomeRef = useRef<HTMLDivElement>(null);
  const servedOutcome = useRef(result);
  useEffect(() => {
    // A served outcome is already where the page opened (the redirect's #contact-outcome).
    if (!result || result === servedOutcome.current || !outcomeRef.current) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    outcomeRef.current.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    outcomeRef.current.focus({ preventScroll: true });
  }, [result]);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const outcome = await send(values);
    setResult(outcome);
    if (outcome.ok) reset(EMPTY);
  });

  return (
    <form method="post" action={SERVED_ACTION} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Stack gap="5">
        {/* Error texts only while there is an error: rendered empty, each would still add its CSS to the
            page as the form appears, which makes the browser restyle the whole page. */}
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            defaultValue={served?.values?.name}
            autoComplete="name"
            {...register('name', { required: 'Please enter your name.', validate: (v) => v.trim() !== '' || 'Please enter your name.' })}
          />
          {errors.name && <Field.ErrorText>{errors.name.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={!!errors.email}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            defaultValue={served?.values?.email}
            type="email"
            autoComplete="email"
            {...register('email', {
              required: 'Please enter your email address.',
              validate: (v) => EMAIL_PATTERN.test(v.trim()) || 'Please enter a valid email address.',
            })}
          />
          {errors.email && <Field.ErrorText>{errors.email.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={!!errors.message}>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            defaultValue={served?.values?.message}
            rows={6}
            {...register('message', { required: 'Please enter a message.', validate: (v) => v.trim() !== '' || 'Please enter a message.' })}
          />
          {errors.message && <Field.ErrorText>{errors.message.message}</Field.ErrorText>}
        </Field.Root>
        {/* Off screen rather than display:none, which some bots skip; out of the tab order and hidden from assistive technology. */}
        <Box position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden" aria-hidden>
          <label>
            Website
            <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </label>
        </Box>
        <Button type="submit" size="lg" disabled={isSubmitting} alignSelf="flex-start">
          <LuSend aria-hidden />
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
        <Box aria-live="polite">
          {result && (
            <Alert.Root
              ref={outcomeRef}
              id={CONTACT_OUTCOME_ID}
              tabIndex={-1}
              role={result.ok ? 'status' : 'alert'}
              status={result.ok ? 'success' : 'error'}
              variant="subtle"
              scrollMarginTop="24"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
            >
              <Alert.Indicator />
              <Alert.Title>{result.message}</Alert.Title>
            </Alert.Root>
          )}
        </Box>
      </Stack>
    </form>
  );
}
