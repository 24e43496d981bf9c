import { Accordion, Text, Title } from '@mantine/core';

export const AFFILIATE_FAQ = [
  {
    question: 'What is the Grantwise affiliate programme?',
    answer:
      'It lets you invite colleagues, partner organisations and friends to Grantwise. Everyone who registers through your personal referral link or QR code is recorded as your referral, so you can follow how your invitations are doing.',
  },
  {
    question: 'How do I invite someone?',
    answer:
      'Sign in and open Affiliates. Click your referral link to copy it and paste it into an email or message, or download your QR code and add it to a flyer, slide or newsletter. Anyone who opens the link lands on the Grantwise registration page.',
  },
  {
    question: 'When does a referral appear in my table?',
    answer:
      'As soon as the person finishes registering through your link. It starts as PENDING; the Registration column counts the account they created.',
  },
  {
    question: 'What do the statuses PENDING, COMPLETE and REJECTED mean?',
    answer:
      'PENDING: the person has registered and their referral is being reviewed. COMPLETE: the referral is confirmed and counts towards your results. REJECTED: the referral did not qualify, for example because the account already existed or was a duplicate.',
  },
  {
    question: 'What counts as a conversion?',
    answer:
      'A conversion is recorded when someone you referred becomes an active user of Grantwise, for example by submitting their first grant application. The Conversions column shows how many each referral has produced so far.',
  },
  {
    question: 'Can I see who registered through my link?',
    answer:
      'Yes. Your referrals table lists the name of each person you referred, the date they joined and the current status. You only ever see your own referrals, and they only see their own.',
  },
  {
    question: 'Does it cost anything to join?',
    answer:
      'No. Every Grantwise account has a referral link and QR code; there is nothing to sign up for and no fee. If you have questions about your referrals, write to support@grantwise.app.',
  },
] as const;

export function AffiliateFaq() {
  return (
    <section aria-labelledby="affiliate-faq-heading">
      <Title order={2} size="h3" id="affiliate-faq-heading" mb="md">
        Frequently asked questions
      </Title>
      <Accordion variant="separated" radius="md">
        {AFFILIATE_FAQ.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
