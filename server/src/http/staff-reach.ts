import type { FastifyRequest } from 'fastify';
import { reachOf, STAFF_CONTRACT, type StaffCallName, type StaffReach } from '@manobal/core';
import { actorOf } from './staff-actor';

/** How far this request's staff call reaches for the person behind it: the role table and the call's `allow` decide. */
export const reachFor = (request: FastifyRequest, call: StaffCallName): StaffReach => reachOf(actorOf(request), STAFF_CONTRACT[call].allow);
