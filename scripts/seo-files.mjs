// Writes sitemap.xml, robots.txt, the RSS feed and social images into the build (issue: reach).
