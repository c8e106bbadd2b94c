/** `<resort-profile>`'s calls: the login (e-mail) and the rest of the profile, each an `ApiResult`. */
import * as api from '../../src/api/client.ts';
import { SAVE_PROFILE_PATH, USERNAME_PATH, profileSchema, usernameAnswerSchema, type ProfileBody } from './profile-schemas.ts';

export const changeUsername = (email: string) => api.postJson(USERNAME_PATH, { email }, usernameAnswerSchema);

export const saveProfile = (profile: ProfileBody) => api.postJson(SAVE_PROFILE_PATH, profile, profileSchema);
