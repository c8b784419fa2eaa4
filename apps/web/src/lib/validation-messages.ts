/*
 * The contract's form messages (packages/contract, shared with the server) are English; the forms
 * show them in the active language through these keys. A message not listed shows as it came.
 */
const keys: Record<string, string> = {
  'Please enter your name': 'validation.nameRequired',
  'Name must be at most 80 characters': 'validation.nameTooLong',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Email address is too long': 'validation.emailTooLong',
  'The code has 6 digits': 'validation.otpDigits',
  // Admin forms (plans, users).
  'Title is required': 'validation.plan.titleRequired',
  'Title must be at most 60 characters': 'validation.plan.titleTooLong',
  'Description must be at most 500 characters': 'validation.plan.descriptionTooLong',
  'Price must be an amount in dollars, like 9 or 9.99': 'validation.plan.priceInvalid',
  'Price must be at most 10000': 'validation.plan.priceTooHigh',
  'Stripe price ID must be at most 255 characters': 'validation.plan.stripePriceIdTooLong',
  'Limit on public pages must be a whole number of 0 or more': 'validation.plan.publicLimitWhole',
  'Limit on public pages must be at most 1000000': 'validation.plan.publicLimitMax',
  'Limit on create pages must be a whole number of 0 or more': 'validation.plan.createLimitWhole',
  'Limit on create pages must be at most 1000000': 'validation.plan.createLimitMax',
  'Please enter a name': 'validation.user.nameRequired',
  // Family: a child's profile (the name field's maxLength keeps the too-long message away).
  'Give the profile a name.': 'server.profile_needs_name',
};

export const validationMessageKey = (message: string): string | undefined => keys[message];
