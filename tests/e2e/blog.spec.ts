/**
 * The blog (spec points 2, 4, 5, 7, 8): the list, category pages and posts prerendered from the
 * build's snapshot of the sample API, refreshed from the API after hydration; posts newer than the
 * build served by the shell pages; failures of the API logged to the console only.
 */
import { readFileSync } from 'node:fs'
import type { ConsoleMessage, Locator, Page } from '@playwright/test'
import type { ApiBlog } from '../../lib/blog/blogSchema'
import { isolateBlogApi } from '../support/isolatedBlogApi'
import { blockOf, site, ui, uiText } from '../support/siteContent'
import { urls } from '../../tools/ports'
import { expect, expectNoConsoleErrors, test } from './fixtures'

/** The sample API's posts as the build saw them, newest first. */
const fixturePosts = JSON.parse(
  readFileSync(new URL('../../tools/sample-api/posts.json', import.meta.url), 'utf8'),
) as ApiBlog[]
const posts = fixturePosts.map((post) => ({
  ...post,
  categoryName: post.category?.category_name ?? post.category_name ?? '',
}))
const categories = [...new Set(posts.map((post) => post.categoryName))]
const byCategory = (name: string) => posts.filter((post) => post.categoryName === name)
const siteUrl = process.env.SITE_URL ?? 'https://www.example.com'
const listUrl = `${urls.api}/api/v2/blogs`
/** The words of the list pages and of the post pages. */
const listWords = blockOf('/blogs', 'blog-list')
const postWords = blockOf('/blog/[slug]', 'blog-post')
/** The list's call to action to the contact form. */
const quoteAction = blockOf('/blogs', 'cta-band').actions[0]

/** A post page whose meta fields are all set. */
const post = posts.find((p) => p.slug === 'how-many-stitches-does-my-logo-need')!
/** The fixture whose body tries to run script in four ways. */
const xssSlug = 'preparing-artwork-for-digitizing'

/** Opens a page and waits until the hydrated page has asked the API for the current list. */
async function openHydrated(page: Page, path: string) {
  const refreshed = page.waitForResponse((response) => response.url() === listUrl)
  const response = await page.goto(path)
  await refreshed
  return response
}

/** Marks the window, so a test can tell that no page load happened (the mark is kept). */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __blogMark: true }))
const isMarked = (page: Page) => page.evaluate(() => (window as { __blogMark?: boolean }).__blogMark === true)

/** The cards a visitor sees: a filter hides the ones it leaves out. */
const cards = (page: Page) => page.locator('main article').filter({ visible: true })
const filters = (page: Page) => page.getByRole('complementary', { name: listWords.filtersLabel })
const search = (page: Page) => page.getByRole('searchbox', { name: ui.blog.searchLabel })
/** The line that says how many posts the list shows. */
const results = (page: Page) => page.getByRole('main').getByRole('status')
/** A card's Read More link, whose name holds its post's title. */
const readMore = (card: Locator, title: string) =>
  card.getByRole('link', { name: ui.blog.readMore + uiText(ui.blog.readMoreAbout, { title }), exact: true })
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: ui.breadcrumb })

test.describe('blog list', () => {
  test('shows every post as a card: banner, category link, date, title, short description, Read More', async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, '/blogs')
    await expect(page.locator('h1')).toHaveText(listWords.title)
    await expect(results(page)).toHaveText(uiText(listWords.resultsMany, { count: posts.length }))
    await expect(cards(page)).toHaveCount(posts.length)
    for (const [i, p] of posts.entries()) {
      const card = cards(page).nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(p.title)
      await expect(card.locator('img')).toHaveAttribute('src', `${urls.api}/images/blog/${p.slug}.svg`)
      await expect(card.getByRole('link', { name: p.categoryName, exact: true })).toHaveAttribute(
        'href',
        `/blogs/${encodeURIComponent(p.categoryName)}`,
      )
      await expect(card.locator('time')).toHaveText(p.formatted_created_at!)
      await expect(card).toContainText(p.short_description!)
      // Its text names the post (visually hidden after "Read More"), so no two links read the same.
      await expect(readMore(card, p.title)).toHaveAttribute('href', `/blog/${p.slug}`)
    }
    // The banners really load (the API serves them; the CSP allows its origin).
    await cards(page).first().locator('img').scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        cards(page)
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0)
    // Ends with a call to action to the contact form.
    await expect(page.getByRole('link', { name: quoteAction.label })).toHaveAttribute('href', quoteAction.href)
    expectNoConsoleErrors(consoleErrors)
  })

  test("'Recent Blogs' shows the first 3 posts", async ({ page }) => {
    await page.goto('/blogs')
    const recent = page.getByRole('complementary', { name: listWords.recentLabel })
    await expect(recent.getByRole('heading', { name: listWords.recentTitle })).toBeVisible()
    await expect(recent.getByRole('link')).toHaveText(posts.slice(0, 3).map((p) => p.title))
    await expect(recent.getByRole('link').first()).toHaveAttribute('href', `/blog/${posts[0]!.slug}`)
  })

  test('search: required, case-insensitive substring of the title, and submitting does nothing', async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, '/blogs')
    await mark(page)
    await expect(search(page)).toHaveAttribute('required', '')
    await search(page).fill('VECTOR')
    const expected = posts.filter((p) => p.title.toLowerCase().includes('vector'))
    expect(expected.length).toBeGreaterThan(0)
    await expect(cards(page).getByRole('heading')).toHaveText(expected.map((p) => p.title))
    // Only titles count: a word that is in short descriptions but in no title finds nothing.
    await search(page).fill('mistakes')
    expect(
      posts.some((p) => p.short_description!.includes('mistakes')) && !posts.some((p) => /mistakes/i.test(p.title)),
    ).toBe(true)
    await expect(cards(page)).toHaveCount(0)
    await expect(results(page)).toHaveText(
      uiText(listWords.resultsNone, { where: '', matching: uiText(listWords.resultsMatching, { search: 'mistakes' }) }),
    )
    // Submitting (Enter, or the search button) neither reloads nor changes the URL.
    await search(page).fill('stitch')
    await search(page).press('Enter')
    await filters(page).getByRole('button', { name: ui.blog.searchButton }).click()
    await expect(page).toHaveURL(`${urls.site}/blogs`)
    expect(await isMarked(page)).toBe(true)
    await expect(cards(page).getByRole('heading')).toHaveText(
      posts.filter((p) => /stitch/i.test(p.title)).map((p) => p.title),
    )
    await search(page).fill('')
    await expect(cards(page)).toHaveCount(posts.length)
    expectNoConsoleErrors(consoleErrors)
  })

  test('categories: ALL plus the categories of the posts; choosing one shows that category at /blogs/{category}', async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, '/blogs')
    const chips = filters(page).getByRole('link')
    await expect(chips).toHaveText([ui.blog.all, ...categories])
    await expect(chips.first()).toHaveAttribute('aria-current', 'page')
    await filters(page).getByRole('link', { name: 'Vector Art', exact: true }).click()
    await expect(page).toHaveURL(`${urls.site}/blogs/Vector%20Art`)
    await expect(page.locator('h1')).toHaveText('Vector Art')
    await expect(cards(page).getByRole('heading')).toHaveText(byCategory('Vector Art').map((p) => p.title))
    await expect(filters(page).getByRole('link', { name: 'Vector Art', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await filters(page).getByRole('link', { name: ui.blog.all, exact: true }).click()
    await expect(page).toHaveURL(`${urls.site}/blogs`)
    await expect(cards(page)).toHaveCount(posts.length)
    expectNoConsoleErrors(consoleErrors)
  })

  test('/blogs/{category} starts filtered, with its own head', async ({ page, consoleErrors }) => {
    const name = 'Custom Patches'
    const response = await openHydrated(page, `/blogs/${encodeURIComponent(name)}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(name)
    await expect(cards(page).getByRole('heading')).toHaveText(byCategory(name).map((p) => p.title))
    await expect(page).toHaveTitle(uiText(listWords.categoryTitle, { category: name }))
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${siteUrl}/blogs/Custom%20Patches`)
    expectNoConsoleErrors(consoleErrors)
  })

  test('the category filter needs the exact name: /blogs/vector%20art shows no posts', async ({ page }) => {
    const response = await openHydrated(page, '/blogs/vector%20art')
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('vector art')
    await expect(results(page)).toHaveText(
      uiText(listWords.resultsNone, { where: uiText(listWords.resultsIn, { category: 'vector art' }), matching: '' }),
    )
    await expect(cards(page)).toHaveCount(0)
  })
})

test.describe('blog post', () => {
  // Ledger: share links share the post instead of linking to four profiles.
  test("shows banner, category, date, the title as the one h1, the body and share links; its head from the post's meta fields", async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, `/blog/${post.slug}`)
    const article = page.locator('main article')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(post.title)
    await expect(page.getByRole('main').getByText(postWords.title, { exact: true }).first()).toBeVisible()
    await expect(article.locator('img').first()).toHaveAttribute('src', `${urls.api}/images/blog/${post.slug}.svg`)
    await expect(article.getByRole('link', { name: post.categoryName, exact: true })).toHaveAttribute(
      'href',
      `/blogs/${encodeURIComponent(post.categoryName)}`,
    )
    await expect(article.locator('time')).toHaveText(post.formatted_created_at!)
    await expect(article.getByRole('heading', { level: 2, name: 'What actually drives the count' })).toBeVisible()
    await expect(article.getByRole('figure')).toContainText('Running, satin and fill stitches')

    const canonical = `${siteUrl}/blog/${post.slug}`
    const share = page.getByRole('region', { name: postWords.shareTitle })
    const links = share.getByRole('link')
    await expect(links).toHaveCount(4)
    // The networks are the site's own (lib/blog/shareUrls.ts); the words around them are content.
    const expected: [string, RegExp][] = [
      ['Facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/],
      ['X (Twitter)', /^https:\/\/twitter\.com\/intent\/tweet\?url=/],
      ['LinkedIn', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/],
      ['Xing', /^https:\/\/www\.xing\.com\/spi\/shares\/new\?url=/],
    ]
    for (const [network, pattern] of expected) {
      const link = share.getByRole('link', { name: uiText(postWords.shareLink, { network }) })
      await expect(link).toHaveAttribute('href', pattern)
      expect(await link.getAttribute('href')).toContain(encodeURIComponent(canonical))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await test.step("title, description and keywords from the post's meta fields, with BlogPosting JSON-LD", async () => {
      await expect(page).toHaveTitle(post.meta_title!)
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', post.meta_description!)
      await expect(page.locator('meta[name=keywords]')).toHaveAttribute('content', post.meta_keywords!)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', canonical)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const posting = jsonLd
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((item) => item['@type'] === 'BlogPosting')
      expect(posting).toMatchObject({
        headline: post.title,
        datePublished: '2024-05-28',
        articleSection: post.categoryName,
        url: canonical,
      })
    })
    expectNoConsoleErrors(consoleErrors)
  })

  test('sidebar: up to 9 recent posts, filtered by search and by category (starting with none)', async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, `/blog/${post.slug}`)
    const side = page.getByRole('complementary', { name: postWords.asideLabel })
    const recentLinks = side.getByRole('region', { name: postWords.recentTitle }).getByRole('link')
    await expect(recentLinks).toHaveText(posts.slice(0, 9).map((p) => p.title))
    await expect(side.getByRole('button', { name: ui.blog.all, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(side.getByRole('region', { name: postWords.categoriesTitle }).getByRole('button')).toHaveText([
      ui.blog.all,
      ...categories,
    ])
    await side.getByRole('button', { name: 'Business Tips', exact: true }).click()
    await expect(side.getByRole('button', { name: 'Business Tips', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(recentLinks).toHaveText(byCategory('Business Tips').map((p) => p.title))
    await side.getByRole('searchbox').fill('PRICE')
    await expect(recentLinks).toHaveText(
      byCategory('Business Tips')
        .filter((p) => /price/i.test(p.title))
        .map((p) => p.title),
    )
    await side.getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(`${urls.site}/blog/${post.slug}`)
    await side.getByRole('searchbox').fill('no such words')
    await expect(side).toContainText(postWords.noMatch)
    await side.getByRole('button', { name: ui.blog.all, exact: true }).click()
    await side.getByRole('searchbox').fill('')
    await expect(recentLinks).toHaveCount(Math.min(9, posts.length))
    // The article itself does not change with the sidebar's filters.
    await expect(page.locator('h1')).toHaveText(post.title)
    expectNoConsoleErrors(consoleErrors)
  })

  test('a missing post shows a clear not-found state', async ({ page, consoleErrors }) => {
    const response = await page.goto(`/blog/no-such-post-${Date.now()}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(postWords.notFoundTitle)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('main').getByRole('link', { name: postWords.notFoundAction })).toHaveAttribute(
      'href',
      '/blogs',
    )
    await expect(page).toHaveTitle(`${postWords.notFoundTitle} | ${site.brand}`)
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
    // The sidebar still offers the other posts.
    await expect(
      page.getByRole('complementary', { name: postWords.asideLabel }).getByRole('link', { name: post.title }),
    ).toBeVisible()
    // The only console error is the browser's own line about the API's 404 answer.
    expect(consoleErrors.filter((text) => !/Failed to load resource: .*404/.test(text))).toEqual([])
  })

  test('the post with script in its body runs none of it and keeps the safe markup', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const html = await (await request.get(`/blog/${xssSlug}`)).text()
    expect(html).not.toContain('__xss')
    await openHydrated(page, `/blog/${xssSlug}`)
    // The post's body (the article also holds the banner, meta line and share links).
    const body = page.locator('main article .prose')
    await expect(body.getByRole('heading', { name: 'Send the best file you have' })).toBeVisible()
    await expect(body.getByRole('link', { name: 'quote form' })).toHaveAttribute('href', '/contact#contact')
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
    expect(await body.locator('script, [onerror], [onload], [onclick], iframe, svg').count()).toBe(0)
    const hrefs = await body.locator('[href]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([])
    expectNoConsoleErrors(consoleErrors)
  })
})

test.describe('snapshot without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the list, a category page and a post are in the prerendered HTML', async ({ page }) => {
    await page.goto('/blogs')
    await expect(cards(page)).toHaveCount(posts.length)
    await expect(readMore(cards(page).first(), posts[0]!.title)).toHaveAttribute('href', `/blog/${posts[0]!.slug}`)
    await expect(filters(page).getByRole('link')).toHaveText([ui.blog.all, ...categories])

    await page.goto('/blogs/Vector%20Art')
    await expect(cards(page).getByRole('heading')).toHaveText(byCategory('Vector Art').map((p) => p.title))

    await page.goto(`/blog/${post.slug}`)
    await expect(page.locator('h1')).toHaveText(post.title)
    await expect(page.locator('main article')).toContainText('Almost every quote request we receive')
    await expect(page.getByRole('region', { name: postWords.shareTitle }).getByRole('link')).toHaveCount(4)
  })

  test('the sitemap lists the posts and the category pages, correctly encoded', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const p of posts) expect(sitemap).toContain(`<loc>${siteUrl}/blog/${p.slug}</loc>`)
    for (const name of categories) expect(sitemap).toContain(`<loc>${siteUrl}/blogs/${encodeURIComponent(name)}</loc>`)
    expect(sitemap).not.toContain('__shell')
  })
})

test.describe('posts published after the build', () => {
  /** A post only this test's private API knows, in a category the build never saw. */
  const newPost = (tag: string): ApiBlog => ({
    id: 9000,
    slug: `fresh-${tag}-${Date.now()}`,
    title: `Fresh From the Shop API ${tag}`,
    short_description: 'A post published after the site was built.',
    description: `<p>Published after the build.</p><script>window.__xss = 'late'</script><img src="x" onerror="window.__xss = 'img'"><p><a href="javascript:window.__xss = 1">bad link</a></p><p style="color: red">Styled text stays</p><style>p { color: red }</style>`,
    formatted_created_at: 'June 3, 2024',
    category: { category_name: `Studio News ${tag}` },
    meta_title: `Fresh ${tag} | Northstitch`,
    meta_description:
      'A post the static build has never seen, loaded from the shop API in the browser after hydration.',
    meta_keywords: 'fresh, shell',
  })

  test('open directly: the shell page loads the post from the API (status 200, sanitised)', async ({
    page,
    consoleErrors,
  }) => {
    const api = await isolateBlogApi(page)
    try {
      const fresh = newPost('direct')
      await api.addPost(fresh)
      const response = await page.goto(`/blog/${fresh.slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(fresh.title)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('main article')).toContainText('Published after the build.')
      await expect(
        page.locator('main article').getByRole('link', { name: fresh.category!.category_name! }),
      ).toHaveAttribute('href', `/blogs/${encodeURIComponent(fresh.category!.category_name!)}`)
      await expect(page).toHaveTitle(fresh.meta_title!)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${siteUrl}/blog/${fresh.slug}`)
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
      const body = page.locator('main article .prose')
      expect(await body.locator('script, [onerror], [style], style').count()).toBe(0)
      await expect(body.getByText('bad link')).toBeVisible()
      await expect(body.getByText('Styled text stays')).toBeVisible()
      expect(
        await body
          .locator('[href]')
          .evaluateAll((els) => els.filter((el) => /javascript:/i.test(el.getAttribute('href') ?? '')).length),
      ).toBe(0)
      // No CSP report either: the handlers and styles are taken out before the browser parses the body.
      expectNoConsoleErrors(consoleErrors)
    } finally {
      await api.close()
    }
  })

  test('from the list after a reload: the new card and category appear, and both open', async ({
    page,
    consoleErrors,
  }) => {
    const api = await isolateBlogApi(page)
    try {
      const fresh = newPost('list')
      const category = fresh.category!.category_name!
      await api.addPost(fresh)
      await openHydrated(page, '/blogs')
      await expect(cards(page)).toHaveCount(posts.length + 1)
      await expect(cards(page).first().getByRole('heading')).toHaveText(fresh.title)
      await expect(
        page.getByRole('complementary', { name: listWords.recentLabel }).getByRole('link').first(),
      ).toHaveText(fresh.title)
      await filters(page).getByRole('link', { name: category, exact: true }).click()
      await expect(page).toHaveURL(`${urls.site}/blogs/${encodeURIComponent(category)}`)
      await expect(page.locator('h1')).toHaveText(category)
      await expect(cards(page).getByRole('heading')).toHaveText([fresh.title])
      await expect(page).toHaveTitle(uiText(listWords.categoryTitle, { category }))
      const opened = page.waitForResponse((response) => response.url().endsWith(`/blog/${fresh.slug}`))
      await readMore(cards(page).first(), fresh.title).click()
      expect((await opened).status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(fresh.title)
      // Back to the prerendered list with the client router.
      await breadcrumb(page).getByRole('link', { name: postWords.listCrumb }).click()
      await expect(page).toHaveURL(`${urls.site}/blogs`)
      await expect(cards(page).first().getByRole('heading')).toHaveText(fresh.title)
      expectNoConsoleErrors(consoleErrors)
    } finally {
      await api.close()
    }
  })

  test('a post whose slug is not a safe address gets no card and no page; the list and its other posts still work', async ({
    page,
    consoleErrors,
  }) => {
    const api = await isolateBlogApi(page)
    try {
      const fresh = newPost('beside-unsafe')
      const unsafe = {
        ...newPost('unsafe'),
        id: 9001,
        slug: `unsafe.slug-${Date.now()}`,
        title: 'A Post With an Unsafe Slug',
      }
      await api.addPost(unsafe)
      await api.addPost(fresh)
      await openHydrated(page, '/blogs')
      await expect(cards(page)).toHaveCount(posts.length + 1)
      await expect(cards(page).first().getByRole('heading')).toHaveText(fresh.title)
      await expect(page.getByRole('main').getByText(unsafe.title)).toHaveCount(0)
      expect(await page.locator(`a[href*="${unsafe.slug}"]`).count()).toBe(0)
      // Its address is the shell, which shows no post for it, whatever the API has under that slug.
      const apiAsked: string[] = []
      page.on(
        'request',
        (request) =>
          request.url().includes(unsafe.slug) && request.url().startsWith(urls.api) && apiAsked.push(request.url()),
      )
      await page.goto(`/blog/${unsafe.slug}`)
      await expect(page.locator('h1')).toHaveText(postWords.notFoundTitle)
      expect(apiAsked).toEqual([])
      expectNoConsoleErrors(consoleErrors)
    } finally {
      await api.close()
    }
  })

  test('a plain link to a post newer than the build loads the shell, which shows the post', async ({
    page,
    consoleErrors,
  }) => {
    const api = await isolateBlogApi(page)
    try {
      const fresh = newPost('router')
      await api.addPost(fresh)
      await openHydrated(page, '/blogs')
      // A plain link, as a post body or another page could have.
      await page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href, textContent: 'plain link to the new post' })
        document.querySelector('main')!.prepend(link)
      }, `/blog/${fresh.slug}`)
      const shellLoad = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/blog/${fresh.slug}`) && response.request().resourceType() === 'document',
      )
      await page.getByRole('link', { name: 'plain link to the new post' }).click()
      expect((await shellLoad).status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(fresh.title)
      expectNoConsoleErrors(consoleErrors)
    } finally {
      await api.close()
    }
  })
})

test.describe('when the shop API fails after the build', () => {
  /** Console errors other than the browser's own lines about failed requests. */
  const appErrors = (messages: ConsoleMessage[]) =>
    messages.filter((m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource'))

  /** Sends the page's API requests to the sample API's fault path for `mode`. */
  async function breakApi(page: Page, mode: string, query = '') {
    await page.route(`${urls.api}/api/**`, (route) =>
      route.continue({
        url: route.request().url().replace(`${urls.api}/api/`, `${urls.api}/fault/${mode}/api/`) + query,
      }),
    )
  }

  function watch(page: Page) {
    const messages: ConsoleMessage[] = []
    const uncaught: Error[] = []
    page.on('console', (message) => messages.push(message))
    page.on('pageerror', (error) => uncaught.push(error))
    return { messages, uncaught }
  }

  test("pictures the API's image host does not serve show the quiet field of a post without one, not a broken image", async ({
    page,
  }) => {
    const { messages, uncaught } = watch(page)
    await page.route(`${urls.api}/images/**`, (route) => route.abort())
    await openHydrated(page, '/blogs')
    // Down to the last card, so every lazy picture has been asked for.
    await cards(page).last().scrollIntoViewIfNeeded()
    await expect(page.locator('main img.blog-banner')).toHaveCount(0)
    await expect(cards(page).locator('.blog-card__banner.blog-banner--empty')).toHaveCount(await cards(page).count())
    await expect(cards(page).first().getByRole('heading')).toHaveText(posts[0].title)
    expect(appErrors(messages).map((m) => m.text())).toEqual([])
    expect(uncaught).toEqual([])
  })

  // The pages take one path for every failure but a missing post (lib/blog/refreshBlog.ts): in the browser,
  // one failure that never answers and one that answers 200 with the wrong data. That a 500 and a body
  // that is not JSON become failures too is tests/integration/sampleApi.test.ts.
  for (const mode of ['wrong-shape', 'down']) {
    test(`${mode}: the list keeps its posts, the error goes to the console, navigation works`, async ({ page }) => {
      const { messages, uncaught } = watch(page)
      await breakApi(page, mode)
      await page.goto('/blogs')
      await expect
        .poll(() => appErrors(messages).map((m) => m.text()))
        .toEqual([expect.stringMatching(/^\[blog\] blog list: /)])
      await expect(cards(page)).toHaveCount(posts.length)
      await filters(page).getByRole('link', { name: 'Business Tips', exact: true }).click()
      await expect(page).toHaveURL(`${urls.site}/blogs/Business%20Tips`)
      await expect(cards(page).getByRole('heading')).toHaveText(byCategory('Business Tips').map((p) => p.title))
      expect(uncaught).toEqual([])
    })

    test(`${mode}: a post keeps its content and links; a post newer than the build stays empty`, async ({ page }) => {
      const { messages, uncaught } = watch(page)
      await breakApi(page, mode)
      await page.goto(`/blog/${post.slug}`)
      await expect.poll(() => appErrors(messages).length).toBe(2)
      expect(
        appErrors(messages)
          .map((m) => m.text())
          .sort(),
      ).toEqual([
        expect.stringMatching(/^\[blog\] blog list: /),
        expect.stringMatching(new RegExp(`^\\[blog\\] blog post "${post.slug}": `)),
      ])
      await expect(page.locator('h1')).toHaveText(post.title)
      await expect(page.locator('main article')).toContainText('Almost every quote request we receive')
      await page
        .getByRole('complementary', { name: postWords.asideLabel })
        .getByRole('link', { name: posts[1]!.title })
        .click()
      await expect(page).toHaveURL(`${urls.site}/blog/${posts[1]!.slug}`)
      await expect(page.locator('h1')).toHaveText(posts[1]!.title)

      // The shell page: nothing to show, no message (spec point 8), and the page still works.
      await page.goto(`/blog/not-in-the-snapshot-${mode}`)
      await expect
        .poll(() => appErrors(messages).some((m) => m.text().includes('blog post "not-in-the-snapshot')))
        .toBe(true)
      await expect(page.locator('h1')).toHaveText(postWords.title)
      await expect(page.locator('main article')).toHaveCount(0)
      await expect(page.getByText(postWords.notFoundTitle)).toHaveCount(0)
      await breadcrumb(page).getByRole('link', { name: postWords.listCrumb }).click()
      await expect(page).toHaveURL(`${urls.site}/blogs`)
      await expect(cards(page)).toHaveCount(posts.length)
      expect(uncaught).toEqual([])
    })
  }

  test('slow: while the API does not answer, the page shows the snapshot and stays usable', async ({ page }) => {
    const { messages, uncaught } = watch(page)
    await breakApi(page, 'slow', '?delay=20000')
    const pending = page.waitForRequest((request) => request.url().includes('/api/v2/blogs'))
    await page.goto('/blogs')
    await pending
    await expect(cards(page)).toHaveCount(posts.length)
    await search(page).fill('cap')
    await expect(cards(page).getByRole('heading')).toHaveText(
      posts.filter((p) => /cap/i.test(p.title)).map((p) => p.title),
    )
    await search(page).fill('')
    await readMore(cards(page).first(), posts[0]!.title).click()
    await expect(page).toHaveURL(`${urls.site}/blog/${posts[0]!.slug}`)
    await expect(page.locator('h1')).toHaveText(posts[0]!.title)
    expect(appErrors(messages)).toEqual([])
    expect(uncaught).toEqual([])
  })
})
