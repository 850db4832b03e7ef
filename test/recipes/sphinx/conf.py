project = 'Leases'
html_static_path = ['_static']
# _static/lease-labs.js is dist/cdn/lease-labs.js from the lease-labs package: an ES module, so load it as one.
html_js_files = [('lease-labs.js', {'type': 'module'})]
