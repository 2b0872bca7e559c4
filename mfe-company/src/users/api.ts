import { apiRequest, type MemberAccess, type TeamMember, type UserInvite } from '@pulseboard/shared';

export const USERS_PATH = '/api/users';

export const fetchTeam = async (): Promise<TeamMember[]> => (await apiRequest<{ data: TeamMember[] }>(USERS_PATH)).data;

export const inviteUser = (input: UserInvite) => apiRequest(USERS_PATH, { method: 'POST', body: input });

export const changeAccess = (id: number, access: MemberAccess) => apiRequest(`${USERS_PATH}/${id}`, { method: 'PUT', body: access });

export const resendInvitation = (id: number) => apiRequest(`${USERS_PATH}/${id}/invitation`, { method: 'POST' });

export const removeUser = (id: number) => apiRequest(`${USERS_PATH}/${id}`, { method: 'DELETE' });
