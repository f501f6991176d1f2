// Direct3D 9 programs for /Zi and /Zi /Od listings: packed registers, values computed early and written late,
// loops (rep and loop with aL), nested calls, static and dynamic branches, predicates.
float4x4 worldViewProj;
float4x4 world;
float4 eye;
float4 lightPos[8];
float4 lightCol[8];
float4 material;
float4 fogParams;
float4 bones[48];
int lightCount;
bool useSpecular;
bool useFog;
bool skinned;
sampler2D diffuseMap;
sampler2D detailMap;
samplerCUBE envMap;

float attenuate(float d, float range)
{
    float x = saturate(1 - d / range);
    return x * x;
}

float3 pointLight(float3 p, float3 n, int k)
{
    float3 l = lightPos[k].xyz - p;
    float d = length(l);
    l /= d;
    float ndl = saturate(dot(n, l));
    return lightCol[k].rgb * ndl * attenuate(d, lightPos[k].w);
}

float3 allLights(float3 p, float3 n, int count)
{
    float3 sum = 0;
    for (int k = 0; k < count; k++)
        sum += pointLight(p, n, k);
    return sum;
}

float fogFactor(float dist)
{
    float f = (dist - fogParams.x) * fogParams.y;
    return saturate(f);
}

struct VSIn
{
    float4 pos : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
    float4 weights : BLENDWEIGHT;
    float4 indices : BLENDINDICES;
};

struct VSOut
{
    float4 pos : POSITION;
    float4 color : COLOR0;
    float2 uv : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float3 world : TEXCOORD2;
    float fog : TEXCOORD3;
};

float4 skin(float4 p, float4 w, float4 idx)
{
    int4 i = (int4)idx * 3;
    float4 r = 0;
    r.x = dot(p, bones[i.x]) * w.x + dot(p, bones[i.y]) * w.y;
    r.y = dot(p, bones[i.x + 1]) * w.x + dot(p, bones[i.y + 1]) * w.y;
    r.z = dot(p, bones[i.x + 2]) * w.x + dot(p, bones[i.y + 2]) * w.y;
    r.w = 1;
    return r;
}

VSOut VSForward(VSIn i)
{
    VSOut o;
    float early = i.pos.x * material.x + i.uv.y;
    float4 p = i.pos;
    if (skinned)
        p = skin(i.pos, i.weights, i.indices);
    float3 wp = mul(p, world).xyz;
    float3 n = normalize(mul(i.normal, (float3x3)world));
    float3 lit = allLights(wp, n, lightCount);
    o.pos = mul(p, worldViewProj);
    float dist = length(eye.xyz - wp);
    o.color = float4(lit, early);
    o.uv = i.uv * material.zw + early;
    o.normal = n;
    o.world = wp;
    o.fog = useFog ? fogFactor(dist) : 0;
    return o;
}

VSOut VSPacked(VSIn i)
{
    VSOut o;
    float a = i.pos.x * 2;
    float b = i.pos.y + i.uv.x;
    float c = i.uv.y * material.y;
    float d = a - b;
    float2 ab = float2(b, a);
    float2 cd = float2(d, c);
    float3 q = float3(c, a, d);
    o.pos = mul(i.pos, worldViewProj);
    o.color = float4(ab, cd);
    o.uv = ab * cd;
    o.normal = q;
    o.world = float3(d, b, a);
    o.fog = c;
    return o;
}

VSOut VSLoopAL(VSIn i)
{
    VSOut o;
    float4 acc = 0;
    for (int k = 0; k < lightCount; k++)
        acc += lightCol[k] * dot(i.normal, lightPos[k].xyz);
    o.pos = mul(i.pos, worldViewProj);
    o.color = acc;
    o.uv = i.uv;
    o.normal = i.normal;
    o.world = acc.xyz;
    o.fog = acc.w;
    return o;
}

VSOut VSSimple(VSIn i)
{
    VSOut o;
    float s = i.uv.x + i.uv.y;
    o.pos = mul(i.pos, worldViewProj);
    o.color = lightCol[0] * s;
    o.uv = i.uv;
    o.normal = i.normal * s;
    o.world = i.pos.xyz;
    o.fog = s * fogParams.x;
    return o;
}

float4 PSForward(VSOut i) : COLOR
{
    float4 base = tex2D(diffuseMap, i.uv);
    float3 n = normalize(i.normal);
    float3 v = normalize(eye.xyz - i.world);
    float3 lit = i.color.rgb;
    if (useSpecular)
    {
        float3 r = reflect(-v, n);
        lit += texCUBE(envMap, r).rgb * material.x;
    }
    float3 c = base.rgb * lit;
    if (useFog)
        c = lerp(c, fogParams.yzw, i.fog);
    return float4(c, base.a);
}

float4 PSDynamic(VSOut i) : COLOR
{
    float4 base = tex2D(diffuseMap, i.uv);
    float4 r = base;
    [branch] if (base.a < 0.5)
    {
        float4 d = tex2Dlod(detailMap, float4(i.uv * 4, 0, 0));
        r.rgb *= d.rgb * 2;
    }
    else
    {
        r.rgb += i.color.rgb;
    }
    float3 lit = 0;
    for (int k = 0; k < lightCount; k++)
    {
        lit += pointLight(i.world, normalize(i.normal), k);
        if (lit.r > 4)
            break;
    }
    r.rgb *= lit;
    return r;
}

float4 PSPredicated(VSOut i) : COLOR
{
    float4 c = tex2D(diffuseMap, i.uv);
    float x = c.r;
    if (x > i.color.a)
        c = c * 2 - 1;
    if (c.g < material.y)
    {
        c.rb = c.br;
        c.g += i.fog;
    }
    return c * i.fog;
}

float4 PSPacked(VSOut i) : COLOR
{
    float a = i.uv.x * 3;
    float b = i.uv.y + 1;
    float c = i.fog * i.fog;
    float d = a + b;
    float2 ab = float2(b, a);
    float3 q = float3(c, d, a);
    float4 t = tex2D(diffuseMap, ab + q.xy);
    return t * float4(q, 1) + float4(a, b, c, d);
}

float4 PSSimple(float2 uv : TEXCOORD0, float4 col : COLOR0) : COLOR
{
    float4 t = tex2D(diffuseMap, uv);
    float l = dot(t.rgb, float3(0.3, 0.59, 0.11));
    return lerp(t, l.xxxx, material.x) * col;
}
