// @ts-check
// What this remote exposes to the shell: its route components. `ssrExposes`: the public first screens
// in its server build (dist/server), each a page with the data it shows (src/ssr/*.ssr.tsx).
module.exports = {
  name: 'account',
  exposes: {
    './Login': './src/pages/login.tsx',
    './Register': './src/pages/register.tsx',
    './ForgotPassword': './src/pages/forgot-password.tsx',
    './ResetPassword': './src/pages/reset-password.tsx',
    './VerifyEmail': './src/pages/verify-email.tsx',
    './Account': './src/pages/account.tsx',
    './Subscribe': './src/pages/subscribe.tsx',
    './SubscriptionSuccess': './src/pages/subscription-success.tsx',
    './Give': './src/pages/give.tsx',
    './GiveThankYou': './src/pages/give-thank-you.tsx',
    './AccountDeletion': './src/pages/account-deletion.tsx',
    './MyData': './src/pages/my-data.tsx',
    './CounselingBook': './src/pages/counseling-book.tsx',
    './CounselingPay': './src/pages/counseling-pay.tsx',
  },
  ssrExposes: {
    './Give': './src/ssr/give.ssr.tsx',
    './Subscribe': './src/ssr/subscribe.ssr.tsx',
  },
};
