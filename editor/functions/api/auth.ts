// The editor's GitHub sign-in, step 1 (editor/functions/_lib/githubOAuth.ts): to GitHub with a fresh state.
import { startSignIn } from '../_lib/githubOAuth'

export const onRequestGet = startSignIn
