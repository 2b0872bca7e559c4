import { apiRequest, type CurrentUser, type MemberAccess, type TeamMember, type UserInvite } from '@pulseboard/shared';

export const USERS_PATH = '/api/users';

export const fetchTeam = async (): Promise<TeamMember[]> => (await apiRequest<{ data: TeamMember[] }>(USERS_PATH)).data;

export const inviteUser = (input: UserInvite) => apiRequest(USERS_PATH, { method: 'POST', body: input });

/** The user as changed: the signed-in user's own record when they changed their own access. */
export const changeAccess = async (id: number, access: MemberAccess): Promise<CurrentUser> => (await apiRequest<{ data: CurrentUser }>(`${USERS_PATH}/${id}`, { method: 'PUT', body: access })).data;

export const resendInvitation = (id: number) => apiRequest(`${USERS_PATH}/${id}/invitation`, { method: 'POST' });

export const removeUser = (id: number) => apiRequest(`${USERS_PATH}/${id}`, { method: 'DELETE' });
