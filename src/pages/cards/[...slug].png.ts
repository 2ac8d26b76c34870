/**
 * The share cards, /cards/{page}.png: one for every card a page names (src/collections/share-cards.ts,
 * which lists them all), drawn at build time (src/integrations/share-card-drawing/).
 */
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import css from '../../styles/global.css?raw';
import { allShareCards } from '../../collections/share-cards';
import { shareCardPng } from '../../integrations/share-card-drawing/index.ts';

export const getStaticPaths = (async () =>
	(await allShareCards()).map((card) => ({
		params: { slug: card.url.slice('/cards/'.length, -'.png'.length) },
		props: { card },
	}))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props, site }) =>
	new Response(new Uint8Array(await shareCardPng(props.card, { site, css })), {
		headers: { 'Content-Type': 'image/png' },
	});
