import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Cookie Policy',
  updated: 'September 6, 2025',
  intro:
    'This Cookie Policy explains which cookies and similar technologies Spielraum uses, what we use them for, how long they are stored and how you can manage your consent. It supplements our Privacy Policy. The controller is Spielraum GmbH, Musterstraße 12, 10115 Berlin, Germany.',
  sections: [
    {
      heading: '1. What are cookies?',
      paragraphs: [
        'Cookies are small text files that your browser stores on your device and sends back to the server on later visits. Your browser’s local storage and comparable storage techniques work in a similar way. Where the difference does not matter, we simply refer to all of these as cookies.',
        'All cookies listed in this policy are Spielraum’s own cookies (first-party cookies). No third-party cookies are set without your consent, and before you have given consent, Spielraum does not connect to any third-party servers – with one exception where this installation has set it up: Google reCAPTCHA on the registration and contact forms (see the privacy policy, section 23).',
      ],
    },
    {
      heading: '2. Legal bases',
      paragraphs: [
        'We set cookies that are strictly necessary to provide the service you have expressly requested without consent, on the basis of Section 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG). Where personal data is processed in the process, the legal basis is Art. 6(1)(b) GDPR (performance of a contract) or Art. 6(1)(f) GDPR (our legitimate interest in secure operation and in recording your cookie choice).',
        'We only set all other cookies with your consent under Section 25(1) TDDDG and Art. 6(1)(a) GDPR. You can withdraw your consent at any time with effect for the future.',
      ],
    },
    {
      heading: '3. Categories',
      list: [
        'Necessary: indispensable for operating Spielraum and keeping it secure, for example for signing in, protecting against attacks and storing your cookie choice. These cookies cannot be deselected.',
        'Functional: enable convenience features beyond what is technically necessary. Only with consent.',
        'Analytics: help us understand how Spielraum is used so that we can improve it. Only with consent.',
        'Marketing: used to display advertising and measure its effectiveness. Only with consent.',
      ],
    },
    {
      heading: '4. How to manage your consent',
      paragraphs: [
        'On your first visit we show you a cookie banner. There you can accept all categories, save your own selection or allow only necessary cookies; refusing is just as easy as accepting. Once you have decided, the page reloads so that your choice takes effect immediately.',
        'You can change or withdraw your choice at any time in the settings under “Privacy”. Your decision is valid for 365 days. If we significantly change the cookies or services we use, we increase the version number of our cookie settings (currently 2025-09-06) and ask you again.',
        'If your browser sends a “Do Not Track” signal, no audience measurement takes place by default – even if you consent to the “Analytics” category. In that case the cookie banner shows an additional checkbox that lets you expressly allow analytics nonetheless.',
      ],
    },
    {
      heading: '5. Necessary cookies for sign-in and security',
      list: [
        'Session cookie (name contains “session”) – Purpose: keeps you signed in and links your requests to your session. The cookie cannot be read by scripts (HttpOnly), is only sent to Spielraum (SameSite=Lax) and is only transmitted encrypted over HTTPS. Lifetime: 12 hours, or 30 days with “Stay signed in”; the session ends when you sign out. Category: necessary.',
        'XSRF-TOKEN – Purpose: protection against cross-site request forgery. The value is sent with every request that changes data and checked by the server, so that other websites cannot trigger actions on your behalf. Lifetime: as long as the session, no longer than 30 days; a substitute token generated as a fallback lasts no longer than 24 hours. Category: necessary.',
      ],
    },
    {
      heading: '6. Necessary cookies that store your cookie choice',
      paragraphs: [
        'The following cookies store the decision you made in the cookie banner or the privacy settings. They contain no identifier that would allow us to recognise you, and they are set as soon as you make a choice – even if you only allow necessary cookies – because that is the only way we can respect your decision. They are therefore technically necessary. For each cookie we state which category the stored setting relates to.',
      ],
      list: [
        'cookieConsent – Purpose: stores your complete selection (necessary, functional, analytics, marketing) together with the time of your decision. Lifetime: 365 days. Category: necessary (relates to all categories).',
        'cookieAccepted – Purpose: records that you have made a decision so that the cookie banner does not appear again. Lifetime: 365 days. Category: necessary.',
        'consent_version – Purpose: stores the version of the cookie settings your decision relates to (currently 2025-09-06). If it differs from the current version, we ask you again. Lifetime: 365 days. Category: necessary.',
        'functional_cookies – Purpose: stores whether you allow functional cookies (yes/no). Lifetime: 365 days. Category: necessary (setting for the “Functional” category).',
        'analytics_consent – Purpose: stores whether you have consented to audience measurement (yes/no); analytics only starts if the value is “yes”. Lifetime: 365 days. Category: necessary (setting for the “Analytics” category).',
        'analytics_cookies – Purpose: stores whether cookies or local storage entries may be created for audience measurement (yes/no). Lifetime: 365 days. Category: necessary (setting for the “Analytics” category).',
        'analytics_dnt_override – Purpose: only relevant if your browser sends “Do Not Track”; stores whether you nevertheless expressly allow audience measurement (yes/no). Lifetime: 365 days. Category: necessary (setting for the “Analytics” category).',
        'marketing_consent – Purpose: stores whether you have consented to marketing (yes/no); advertising content may only be loaded if the value is “yes”. Lifetime: 365 days. Category: necessary (setting for the “Marketing” category).',
      ],
    },
    {
      heading: '7. Necessary local storage entries',
      paragraphs: [
        'In addition, Spielraum creates a few entries in your browser’s local storage that are required for the features you use. They are not automatically sent to our servers.',
      ],
      list: [
        'user, quickAuth, isLoggedIn, lastAccess – Purpose: store a copy of your basic account data, a sign-in marker and the time of your last access, so that Spielraum starts quickly after a reload and your session can be restored. Lifetime: until you sign out or your session expires. Category: necessary.',
        'language – Purpose: stores your language choice. Lifetime: until you change it or clear your browser data. Category: necessary.',
        'Chat keys – Purpose: your key material for the end-to-end encryption of private messages and cached public keys of your chat partners. Lifetime: until you clear your browser data; without these entries you can no longer read older encrypted messages. Category: necessary.',
        'Invitation ID – Purpose: remembers which invitation link you used to open Spielraum, so that the invitation is taken into account when you register. Lifetime: until you register or clear your browser data. Category: necessary.',
      ],
    },
    {
      heading: '8. Functional cookies',
      paragraphs: [
        'We currently do not set any cookies in the “Functional” category. We nevertheless store your setting for it (functional_cookies) so that we can respect it as soon as such features are added. We will update this policy beforehand.',
      ],
    },
    {
      heading: '9. Analytics cookies',
      paragraphs: [
        'The following entry is only created if you have consented to the “Analytics” category and no “Do Not Track” signal prevents it. Details of the processing can be found in section 21 of the Privacy Policy.',
      ],
      list: [
        'analytics_id (analytics identifier) – Purpose: a pseudonymous identifier that our analytics service provider (a processor processing data in the EU) uses to recognise returning visits and usage sessions. A usage session ends after 30 minutes of inactivity, and after 24 hours at the latest. Lifetime: 365 days. Category: analytics.',
      ],
    },
    {
      heading: '10. Marketing cookies',
      paragraphs: [
        'Advertising content and related cookies from advertising partners are only loaded if you have consented to the “Marketing” category. At present no advertising partner is active and no marketing cookies are set. Before we activate an advertising partner, we will add the provider, purpose, lifetime and any transfers to third countries to this policy and ask for your consent again.',
      ],
    },
    {
      heading: '11. Desktop launcher',
      paragraphs: [
        'The same cookies and entries apply in the desktop launcher as in the browser. The launcher stores the game library and temporarily saved play sessions as files on your device; these are not cookies. For details, see section 6 of the Privacy Policy.',
      ],
    },
    {
      heading: '12. Deleting cookies in your browser',
      paragraphs: [
        'You can delete cookies and local storage at any time in your browser settings or block cookies altogether. Without necessary cookies, however, you cannot sign in. If you delete the cookies that store your cookie choice, we will show you the cookie banner again on your next visit.',
      ],
    },
    {
      heading: '13. Contact',
      paragraphs: [
        'If you have any questions about cookies or data protection, contact us at datenschutz@spielraum.example.',
      ],
    },
  ],
};

export default doc;
