// Accounts in the browser: register, verify, house rules, location, sign out, password reset and
// change of email, against a real server whose mail lands in the development mail box (RULES.md "Development mail").
import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { axeAtBothWidths, describeFindings, PHONE } from './a11y-helpers.ts';
import {
  browserCall,
  codeBox,
  codeFromMail,
  memberInContext,
  PASSWORD,
  registerInBrowser,
  typeCode,
  unexpected,
  uniqueEmail,
  wrongCode,
} from './account-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const AUCKLAND = { latitude: -36.8485, longitude: 174.7633 };

test.describe('accounts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('sign-in screen: three ways in, the consent and the house-rules warning', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${datingUrl}/app`);
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);
    await expect(page).toHaveTitle('Sign in · Rookery');
    await expect(page.getByRole('link', { name: 'Sign in with Email' })).toBeVisible();
    for (const [name, path] of [
      ['EULA', '/eula'],
      ['Terms of Use', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(
      page.getByText('Harassment, abuse and unsafe behaviour may result in removal'),
    ).toBeVisible();

    // This test server configures no Google or Facebook app: neither is offered.
    const methods = await browserCall(page, '/api?action=signinmethods');
    expect(methods.json).toEqual({ success: true, google: null, facebook: null });
    await expect(page.getByRole('link', { name: 'Sign in with Email' })).toBeVisible();
    for (const provider of ['Facebook', 'Google']) {
      await expect(page.getByRole('button', { name: `Sign in with ${provider}` })).toHaveCount(0);
    }
    expect(unexpected(errors)).toEqual([]);
  });

  test('register, verify by typing each digit, accept the house rules, allow location', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    const email = uniqueEmail('pip');

    // The register form's own messages (RULES.md "Validation") before anything is sent.
    await page.goto(`${datingUrl}/app/register`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await registerInBrowser(page, 'Pip', email);
    const code = await codeFromMail(page, email, /verification code/);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter the four digit code.')).toBeVisible();

    // A wrong code: the server's words, and the boxes empty for another go.
    await typeCode(page, wrongCode(code));
    await expect(page.getByRole('alert')).toHaveText('Incorrect code');
    await expect(codeBox(page, 0)).toHaveValue('');

    // Backspace steps back through the boxes.
    await typeCode(page, code.slice(0, 3));
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(codeBox(page, 1)).toBeFocused();
    await expect(codeBox(page, 1)).toHaveValue('');
    await expect(codeBox(page, 0)).toHaveValue(code.charAt(0));

    await typeCode(page, code);

    // Verified, terms not yet accepted: the welcome page greets by name.
    await expect(page).toHaveURL(`${datingUrl}/app/policy`);
    await expect(page.getByRole('heading', { name: 'Welcome, Pip!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'One account per person' })).toBeVisible();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(
      page.getByText('You must agree to the full Terms of Use in order to use the product.'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the full Terms of Use/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();

    // No profile yet, so /app sends a new member on to the profile editor.
    await expect(page).toHaveURL(`${datingUrl}/app/profile1`);
    await expect(page.getByRole('heading', { name: 'The Profile Corner' })).toBeVisible();

    // The location screen: refused first (an alert with a retry), then allowed.
    await page.goto(`${datingUrl}/app/location`);
    await expect(page.getByRole('heading', { name: 'Help us match you' })).toBeVisible();
    await expect(page.getByText('never shared with third parties')).toBeVisible();
    await expect(page.getByText('The country you are in may be shared.')).toBeVisible();
    await page.getByRole('button', { name: 'Allow location' }).click();
    await expect(page.getByRole('alert')).toContainText('Location is blocked for this site');

    await context.grantPermissions(['geolocation'], { origin: datingUrl });
    await context.setGeolocation(AUCKLAND);
    const located = page.waitForRequest((request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/api')) return false;
      const body = request.postDataJSON() as { action?: string; data?: { locationdata?: object } };
      return (
        body.action === 'logincheck' &&
        body.data?.locationdata !== undefined &&
        'latitude' in body.data.locationdata
      );
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    // The position went to the server with logincheck, and the server took it.
    const logincheck = await located;
    expect(logincheck.postDataJSON().data.locationdata).toMatchObject(AUCKLAND);
    expect((await logincheck.response())?.status()).toBe(200);
    await expect(page).toHaveURL(`${datingUrl}/app/profile1`);
    expect(unexpected(errors)).toEqual([]);
  });

  test('verify by pasting the whole code, after a resend that comes too soon', async ({ page }) => {
    const errors = watchErrors(page);
    const email = uniqueEmail('rocky');
    await registerInBrowser(page, 'Rocky', email);
    const code = await codeFromMail(page, email, /verification code/);

    // A second code within a minute of the first is refused (429); the server's own words are shown, as a wait.
    const resent = page.waitForResponse((response) => response.url().endsWith('/api?action=verify'));
    await page.getByRole('button', { name: 'Resend Code' }).click();
    const refusal = await resent;
    expect(refusal.status()).toBe(429);
    const { error } = (await refusal.json()) as { error: string };
    await expect(page.getByRole('status').filter({ hasText: error })).toBeVisible();

    // Pasting into any box spreads the whole code over all four.
    await codeBox(page, 2).focus();
    await codeBox(page, 2).evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, `Your code: ${code}`);
    // The pasted code is whole: it goes off by itself.
    await expect(page).toHaveURL(`${datingUrl}/app/policy`);
    expect(unexpected(errors)).toEqual([]);
  });

  test('sign out, reset the password with Forgot Password, sign in with the new one', async ({ page }) => {
    const errors = watchErrors(page);
    const email = uniqueEmail('gentoo');
    const newPassword = 'a-brand-new-pebble';
    await memberInContext(page, 'Gentoo', email);

    await page.goto(`${datingUrl}/app`);
    await expect(page).toHaveURL(`${datingUrl}/app/profile1`);
    // The session runs out (its cookie gone, not a Sign out): this device's address is filled in at sign-in.
    await page.context().clearCookies({ name: 'rookery_session' });
    await page.goto(`${datingUrl}/app`);
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);
    await page.getByRole('link', { name: 'Sign in with Email' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/profile1`);
    // An explicit Sign out forgets it (a shared computer keeps nothing).
    await signOutFromProfileCorner(page);
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);
    expect((await browserCall(page, '/api?action=verify')).status).toBe(401);

    await page.getByRole('link', { name: 'Sign in with Email' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot Password' }).click();

    await expect(page).toHaveURL(`${datingUrl}/app/resetpassword`);
    await expect(page.getByText(`We sent a four digit code to ${email}`)).toBeVisible();
    await expect(page.getByText("Didn't get it? Please check your spam folder or try again.")).toBeVisible();
    const code = await codeFromMail(page, email, /password reset code/);

    // A wrong code shows no words (RULES.md "Errors"), only emptied boxes marked invalid.
    await typeCode(page, wrongCode(code));
    await expect(codeBox(page, 0)).toHaveAttribute('aria-invalid', 'true');
    await expect(codeBox(page, 0)).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await typeCode(page, code);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reset Successful!' });
    await expect(dialog).toContainText('Your password has now been reset.');
    const found = await axeAtBothWidths(page, 'Reset Successful!');
    expect(found, describeFindings(found)).toEqual([]);
    await page.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);

    await page.getByRole('link', { name: 'Sign in with Email' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/profile1`);
    expect(unexpected(errors)).toEqual([]);
  });

  test('change the email with a code sent to the new address', async ({ page }) => {
    const errors = watchErrors(page);
    const email = uniqueEmail('adelie');
    const newEmail = uniqueEmail('adelie-new');
    await memberInContext(page, 'Adelie', email);
    await page.goto(`${datingUrl}/app`);
    await expect(page).toHaveURL(`${datingUrl}/app/profile1`);

    await page.goto(`${datingUrl}/app/resetemail`);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('New Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('invalid email address')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByLabel('New Email').fill(newEmail);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(`We sent a four digit code to ${newEmail}`)).toBeVisible();
    await typeCode(page, await codeFromMail(page, newEmail, /new .* email address/));
    await expect(page).toHaveURL(`${datingUrl}/app/profile1`);

    // The new address signs in from now on.
    await signOutFromProfileCorner(page);
    await page.getByRole('link', { name: 'Sign in with Email' }).click();
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/profile1`);
    expect(unexpected(errors)).toEqual([]);
  });

  test('a configured provider sends the browser to its sign-in with our client, scopes, state and callback', async ({
    page,
  }) => {
    // This test server has no Google or Facebook app, so the answer that names them is stood in for here.
    await page.route('**/api?action=signinmethods', (route) =>
      route.fulfill({
        json: {
          success: true,
          google: { clientId: 'google-client', authUrl: 'https://accounts.google.test/o/oauth2/v2/auth' },
          facebook: { appId: 'facebook-app', authUrl: 'https://www.facebook.test/v19.0/dialog/oauth' },
        },
      }),
    );
    await page.route('https://*.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'provider' }),
    );

    for (const [provider, expected] of [
      ['Google', { client_id: 'google-client', response_type: 'code', scope: 'openid profile email' }],
      ['Facebook', { client_id: 'facebook-app', response_type: 'token', scope: 'email' }],
    ] as const) {
      await page.goto(`${datingUrl}/app/signin`);
      const leaving = page.waitForRequest((request) => request.url().includes('.test/'));
      await page.getByRole('button', { name: `Sign in with ${provider}` }).click();
      const url = new URL((await leaving).url());
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({
        ...expected,
        redirect_uri: `${datingUrl}/app/oauth/${provider.toLowerCase()}`,
      });
      expect(params.state).toMatch(/^[\w-]{32}$/);
      // The state is kept in this tab, for the callback to check.
      await page.waitForURL(/\.test\//);
      await page.goto(`${datingUrl}/healthz`);
      const kept = await page.evaluate(
        (prefix) =>
          Object.fromEntries(
            Object.keys(sessionStorage)
              .filter((key) => key.startsWith(prefix))
              .map((key) => [key.slice(prefix.length), sessionStorage.getItem(key)]),
          ),
        `rookery.oauth.${provider.toLowerCase()}`,
      );
      expect(kept['']).toBe(params.state);
      if (provider === 'Google') {
        // PKCE and the nonce: Google gets the S256 hashes, the tab keeps the values for POST /signin.
        const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
        expect(params.code_challenge_method).toBe('S256');
        expect(kept['.verifier']).toMatch(/^[\w-]{43}$/);
        expect(params.code_challenge).toBe(hash(kept['.verifier'] ?? ''));
        expect(kept['.nonce']).toMatch(/^[\w-]{43}$/);
        expect(params.nonce).toBe(hash(kept['.nonce'] ?? ''));
      } else {
        expect(Object.keys(kept)).toEqual(['']);
        expect(params.code_challenge).toBeUndefined();
      }
    }
  });

  test('a provider callback needs the state this tab started, then says why the server refused', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // A forged or stale answer never reaches the server.
    await page.goto(`${datingUrl}/app/oauth/google?code=stolen&state=forged`);
    await expect(page.getByRole('alert')).toHaveText(
      'This Google sign-in was not started here, or it has expired. Please try again.',
    );
    // The code is gone from the address bar.
    expect(new URL(page.url()).search).toBe('');

    // The right state without the PKCE verifier and nonce this tab would have kept is refused as well.
    await page.evaluate(() => sessionStorage.setItem('rookery.oauth.google', 'state-of-this-tab'));
    await page.goto(`${datingUrl}/app/oauth/google?code=4%2Fabc&state=state-of-this-tab`);
    await expect(page.getByRole('alert')).toHaveText(
      'This Google sign-in was not started here, or it has expired. Please try again.',
    );

    // With this tab's own state the code goes to POST /signin with the kept verifier and nonce; this server has
    // no Google app, and says so.
    const verifier = 'v'.repeat(43);
    const nonce = 'n'.repeat(43);
    await page.evaluate(
      ([v, n]) => {
        sessionStorage.setItem('rookery.oauth.google', 'state-of-this-tab');
        sessionStorage.setItem('rookery.oauth.google.verifier', v ?? '');
        sessionStorage.setItem('rookery.oauth.google.nonce', n ?? '');
      },
      [verifier, nonce],
    );
    const signin = page.waitForRequest((request) => new URL(request.url()).pathname === '/signin');
    await page.goto(`${datingUrl}/app/oauth/google?code=4%2Fabc&state=state-of-this-tab`);
    expect((await signin).postDataJSON()).toEqual({
      data: { platform: 'Google', code: '4/abc', code_verifier: verifier, nonce, deviceid: 'web' },
    });
    // All three are used up: a second visit with the same answer gets nowhere.
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((k) => k.startsWith('rookery.oauth.google')),
      ),
    ).toEqual([]);
    await expect(page.getByRole('alert')).toHaveText('Google sign-in is not available here.');

    // Facebook's token comes back in the fragment; a refusal is said in words.
    await page.evaluate(() => sessionStorage.setItem('rookery.oauth.facebook', 'fb-state'));
    await page.goto(`${datingUrl}/app/oauth/facebook?error=access_denied&state=fb-state`);
    await expect(page.getByRole('alert')).toHaveText(
      'Facebook sign-in was cancelled, so you are not signed in.',
    );
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);
    expect(unexpected(errors)).toEqual([]);
  });

  test('an unknown app path has its own not-found screen', async ({ page }) => {
    await page.goto(`${datingUrl}/app/no-such-floe`);
    await expect(page.getByRole('heading', { name: "This screen isn't here" })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the app' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);
  });
});

/** A new person's profile editor opens with its welcome overlay; Sign out sits under the form. */
async function signOutFromProfileCorner(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}
