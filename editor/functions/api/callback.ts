// The editor's GitHub sign-in, step 2 (editor/functions/_lib/githubOAuth.ts): the token to the editor window.
import { finishSignIn, type OAuthContext } from '../_lib/githubOAuth'

export const onRequestGet = (context: OAuthContext) => finishSignIn(context)
