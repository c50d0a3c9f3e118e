package redact

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// nameCases holds, for each row of nameRules (by its words and flags),
// names it must call secret and names it must not; TestNameRules checks
// that no row goes untested.
var nameCases = []struct {
	rule              nameRule
	secret, notSecret []string
	querySecret       []string // secret only as a query or form parameter
}{
	{nameRule{words: "password", prose: true}, []string{"password", "newPassword", "new_password", "password_confirmation", "DB_PASSWORD", "user[password]", "--db-password", "password2"}, []string{"passwordHint", "password_reset_required"}, nil},
	{nameRule{words: "passwd", prose: true}, []string{"passwd", "smtp_passwd"}, []string{"passwdFile"}, nil},
	{nameRule{words: "passphrase", prose: true}, []string{"passphrase", "keyPassphrase"}, []string{"passphraseLength"}, nil},
	{nameRule{words: "pass"}, []string{"pass", "DB_PASS", "userPass"}, []string{"numPassedTests", "passive", "bypass", "passes"}, nil},
	{nameRule{words: "pwd"}, []string{"pwd", "db_pwd"}, []string{"pwdLength"}, nil},
	{nameRule{words: "secret", prose: true}, []string{"secret", "client_secret", "JWT_SECRET"}, []string{"secretName", "secrets_dir"}, nil},
	{nameRule{words: "token", prose: true}, []string{"token", "access_token", "refresh_token", "id_token", "X-CSRF-Token", "X-CSRFToken", "nextPageToken", "token_id"}, []string{"tokens_used", "token_type", "maxTokens", "tokenizer"}, nil},
	{nameRule{words: "apikey"}, []string{"apikey", "X-APIKEY"}, []string{"apikeyHeader"}, nil},
	{nameRule{words: "key", prefixed: true}, []string{"api_key", "apiKey", "api-key", "X-Api-Key", "secretKey", "privateKey", "stripeKey", "aws_secret_access_key", "APIKey", "aws_access_key_id"}, []string{"keyboard", "keyCode", "monkey", "keys"}, nil},
	{nameRule{words: "key", alone: true, query: true}, nil, []string{"key", "Key"}, []string{"key"}},
	{nameRule{words: "sort key", keep: true}, nil, []string{"sortKey", "sort_key"}, nil},
	{nameRule{words: "primary key", keep: true}, nil, []string{"primaryKey"}, nil},
	{nameRule{words: "foreign key", keep: true}, nil, []string{"foreignKey"}, nil},
	{nameRule{words: "cache key", keep: true}, nil, []string{"cacheKey", "CACHE_KEY"}, nil},
	{nameRule{words: "query key", keep: true}, nil, []string{"queryKey"}, nil},
	{nameRule{words: "storage key", keep: true}, nil, []string{"STORAGE_KEY", "localStorageKey"}, nil},
	{nameRule{words: "i18n key", keep: true}, nil, []string{"i18nKey"}, nil},
	{nameRule{words: "translation key", keep: true}, nil, []string{"translationKey"}, nil},
	{nameRule{words: "partition key", keep: true}, nil, []string{"partitionKey"}, nil},
	{nameRule{words: "public key", keep: true}, nil, []string{"publicKey", "VAPID_PUBLIC_KEY"}, nil},
	{nameRule{words: "publishable key", keep: true}, nil, []string{"stripePublishableKey"}, nil},
	{nameRule{words: "shortcut key", keep: true}, nil, []string{"shortcutKey"}, nil},
	{nameRule{words: "modifier key", keep: true}, nil, []string{"modifierKey"}, nil},
	{nameRule{words: "otp"}, []string{"otp", "otp_confirm", "smsOtp"}, []string{"otpauth", "otpEnabled"}, nil},
	{nameRule{words: "pin"}, []string{"pin", "PIN", "user_pin", "pin2"}, []string{"pinned", "is_pinned", "pinCount", "spinner"}, nil},
	{nameRule{words: "ssn"}, []string{"ssn", "customerSSN"}, []string{"ssnLast4Shown"}, nil},
	{nameRule{words: "cvv"}, []string{"cvv", "card_cvv"}, []string{"cvvRequired"}, nil},
	{nameRule{words: "cvc"}, []string{"cvc", "cardCvc"}, []string{"cvcCheck"}, nil},
	{nameRule{words: "session"}, []string{"session", "X-Session-Id", "user_session", "SESSION"}, []string{"sessionStorage", "session_timeout", "sessions"}, nil},
	{nameRule{words: "auth"}, []string{"auth", "X-Auth", "basicAuth"}, []string{"author", "authMode", "authors"}, nil},
	{nameRule{words: "authorization"}, []string{"Authorization", "Proxy-Authorization"}, []string{"authorizationUrl"}, nil},
	{nameRule{words: "authentication"}, []string{"Authentication", "x-authentication"}, []string{"authenticationMethod"}, nil},
	{nameRule{words: "cookie"}, []string{"Cookie", "Set-Cookie"}, []string{"cookieConsent", "cookies_enabled"}, nil},
	{nameRule{words: "csrf"}, []string{"X-CSRF", "csrf"}, []string{"csrfEnabled"}, nil},
	{nameRule{words: "xsrf"}, []string{"X-XSRF-TOKEN", "xsrf"}, []string{"xsrfCookieName"}, nil},
	{nameRule{words: "signature"}, []string{"X-Amz-Signature", "signature", "webhook_signature"}, []string{"signatureVersion", "signatures"}, nil},
	{nameRule{words: "sig", alone: true, query: true}, nil, []string{"sig", "rsig"}, []string{"sig"}},
	{nameRule{words: "code", alone: true, query: true}, nil, []string{"code", "errorCode", "statusCode", "zipcode"}, []string{"code"}},
	{nameRule{words: "auth code"}, []string{"auth_code", "authCode"}, []string{"authCodeFlow"}, nil},
	{nameRule{words: "authorization code"}, []string{"authorization_code"}, []string{"authorizationCodeTtl"}, nil},
	{nameRule{words: "verification code"}, []string{"verificationCode"}, []string{"verificationCodeSent"}, nil},
	{nameRule{words: "security code"}, []string{"securityCode"}, []string{"securityCodeLength"}, nil},
	{nameRule{words: "one time code"}, []string{"one-time-code"}, []string{"one-time"}, nil},
}

func TestNameRules(t *testing.T) {
	tested := map[nameRule]bool{}
	for _, tc := range nameCases {
		tested[tc.rule] = true
		t.Run(tc.rule.words, func(t *testing.T) {
			for _, name := range tc.secret {
				assert.True(t, secretName(name, false), "%s is a secret's name", name)
				assert.True(t, secretName(name, true), "%s as a parameter is a secret's name", name)
			}
			for _, name := range tc.querySecret {
				assert.True(t, secretName(name, true), "%s as a parameter is a secret's name", name)
			}
			for _, name := range tc.notSecret {
				assert.False(t, secretName(name, false), "%s is no secret's name", name)
			}
		})
	}
	for _, r := range nameRules {
		assert.True(t, tested[r], "nameRules row %+v has no case in nameCases", r)
	}
	// Query-only names are not secrets outside a query.
	assert.False(t, secretName("code", false))
	assert.False(t, secretName("", true))
	assert.False(t, secretName("aVeryLongNameThatIsNotANameAtAllButSomeBase64ThatGoesOnAndOnPassword", false))
}

func TestNameWords(t *testing.T) {
	for name, want := range map[string][]string{
		"newPassword":           {"new", "Password"},
		"aws_secret_access_key": {"aws", "secret", "access", "key"},
		"X-CSRFToken":           {"X", "CSRF", "Token"},
		"APIKey":                {"API", "Key"},
		"password2":             {"password", "2"},
		"i18nKey":               {"i18n", "Key"},
		"--db-password":         {"db", "password"},
		"a.b.c.d.e.f.g.h":       {"c", "d", "e", "f", "g", "h"},
	} {
		var w [maxNameWords][2]int
		n := nameWords(name, &w)
		var got []string
		for _, at := range w[:n] {
			got = append(got, name[at[0]:at[1]])
		}
		assert.Equal(t, want, got, name)
	}
}
