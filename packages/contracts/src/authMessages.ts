/**
 * The specification's quoted strings for signing in, two-factor codes, password reset,
 * reactivation and the settings' password, word for word. They live apart from `messages` because
 * only lazily loaded pages show them: the bundler keeps an object whole, so in `messages` they
 * would ride in every first load.
 */
export const authMessages = {
  emailUnableToSend: 'Email was unable to send!',
  verificationCodeSent: 'Email with verification code has been sent!',
  verificationSuccessful: 'Verification Successful!',
  invalidCode: 'Please Enter a Valid Code!',
  resetEmailSent: 'We have sent you an email!',
  noValidEmail: 'No valid email address found.',
  passwordResetSuccessful: 'Password reset successfully!',
  accountReactivated: 'Account Reactivated!',
  unableToReactivate: 'Unable to reactivate your account at the moment!',
  invalidEmail: 'Please enter a valid email address',
  invalidPassword: 'Please enter a valid password. Must be 8-20 characters, including uppercase, lowercase, number, and special character.',
  passwordsDoNotMatch: 'Passwords do not match.',
  twoFactorTitle: 'Check your inbox for code',
  resendVerificationCode: 'Resend verification code',
  logoutForNow: 'Logout for now',
  reactivateConfirmTitle: 'Are you sure?',
  reactivateConfirmText: 'Do you want to reactivate your account?',
  // Button labels the specification quotes (§2).
  sendResetLink: 'Send Reset Link',
  backToLogin: 'Back to Login',
  resetPassword: 'Reset Password',
  reactivate: 'Reactivate',
  verify: 'Verify',
} as const;
