import { useMutation } from '@tanstack/react-query';
import { type ContactRequest, contactRoutes } from '../../../common/contract/contact';
import { api } from '../../api/client';
import { tokenCallOptions } from '../recaptcha/call-options';

// The contact form (/contact_us): one message to the team, with a reCAPTCHA token where the installation has one.

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactRequest) => api(contactRoutes.send, { body: input }, tokenCallOptions(input.recaptcha_token)),
  });
}
