// Hull and domain shaders: fork and join phases (several instances, loops over the edges), every domain and partitioning.
struct Cp { float3 pos : POSITION; float2 uv : TEXCOORD0; float4 extra : TEXCOORD1; };
struct TriConst { float edge[3] : SV_TessFactor; float inside : SV_InsideTessFactor; float3 mid : MIDPOINT; };
struct QuadConst { float edge[4] : SV_TessFactor; float inside[2] : SV_InsideTessFactor; float4 bez[4] : BEZ; };
struct LineConst { float det : SV_TessFactor0; float den : SV_TessFactor1; };

cbuffer Tess : register(b0) { float4 gFactor; float4x4 gMvp; uint gMode; };

TriConst HSTriConst(InputPatch<Cp, 3> ip, OutputPatch<Cp, 3> op, uint pid : SV_PrimitiveID)
{
    TriConst c;
    [unroll] for (int k = 0; k < 3; k++)
        c.edge[k] = max(gFactor[k], length(ip[(k + 1) % 3].pos - ip[(k + 2) % 3].pos)) + (float)pid;
    c.inside = (c.edge[0] + c.edge[1] + c.edge[2]) / 3.0;
    c.mid = (op[0].pos + op[1].pos + op[2].pos) / 3.0;
    return c;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("HSTriConst")]
[maxtessfactor(15.0)]
Cp HSTri(InputPatch<Cp, 3> ip, uint i : SV_OutputControlPointID)
{
    Cp o = ip[i];
    o.extra = ip[(i + 1) % 3].extra * gFactor.w;
    return o;
}

QuadConst HSQuadConst(InputPatch<Cp, 16> ip, uint pid : SV_PrimitiveID)
{
    QuadConst c;
    [unroll] for (int k = 0; k < 4; k++)
    {
        c.edge[k] = gFactor[k] * ip[k * 4].extra.x;
        c.bez[k] = float4(ip[k].pos + ip[k + 4].pos, (float)pid);
    }
    c.inside[0] = max(c.edge[0], c.edge[2]);
    c.inside[1] = max(c.edge[1], c.edge[3]);
    return c;
}

[domain("quad")]
[partitioning("fractional_even")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(16)]
[patchconstantfunc("HSQuadConst")]
Cp HSQuad(InputPatch<Cp, 16> ip, uint i : SV_OutputControlPointID, uint pid : SV_PrimitiveID)
{
    Cp o;
    o.pos = ip[i].pos * gFactor.xyz;
    o.uv = ip[15 - i].uv;
    o.extra = float4(ip[i].extra.xyz, pid);
    return o;
}

LineConst HSLineConst(InputPatch<Cp, 2> ip)
{
    LineConst c;
    c.det = gFactor.x;
    c.den = clamp(distance(ip[0].pos, ip[1].pos), 1, 64);
    return c;
}

[domain("isoline")]
[partitioning("integer")]
[outputtopology("line")]
[outputcontrolpoints(2)]
[patchconstantfunc("HSLineConst")]
Cp HSLine(InputPatch<Cp, 2> ip, uint i : SV_OutputControlPointID)
{
    return ip[i];
}

QuadConst HSPow2Const(InputPatch<Cp, 4> ip)
{
    QuadConst c;
    for (int k = 0; k < 4; k++)
    {
        c.edge[k] = (gMode & (1u << k)) ? gFactor[k] : ip[k].extra.w;
        c.bez[k] = ip[k].extra;
    }
    c.inside[0] = c.edge[0];
    c.inside[1] = c.edge[3];
    return c;
}

[domain("quad")]
[partitioning("pow2")]
[outputtopology("point")]
[outputcontrolpoints(4)]
[patchconstantfunc("HSPow2Const")]
Cp HSPow2(InputPatch<Cp, 4> ip, uint i : SV_OutputControlPointID)
{
    return ip[i];
}

struct DsOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

[domain("tri")]
DsOut DSTri(TriConst c, float3 bary : SV_DomainLocation, const OutputPatch<Cp, 3> p)
{
    DsOut o;
    float3 pos = bary.x * p[0].pos + bary.y * p[1].pos + bary.z * p[2].pos + c.mid * c.edge[1];
    o.pos = mul(float4(pos, 1), gMvp);
    o.uv = bary.x * p[0].uv + bary.y * p[1].uv + bary.z * p[2].uv;
    return o;
}

[domain("quad")]
DsOut DSQuad(QuadConst c, float2 uv : SV_DomainLocation, const OutputPatch<Cp, 16> p)
{
    DsOut o;
    float3 acc = 0;
    [unroll] for (int k = 0; k < 16; k++)
        acc += p[k].pos * ((k & 3) == (int)(uv.x * 3) ? uv.y : 1 - uv.y);
    o.pos = mul(float4(acc + c.bez[gMode & 3].xyz, 1), gMvp);
    o.uv = uv * c.inside[1];
    return o;
}

[domain("isoline")]
DsOut DSLine(LineConst c, float2 uv : SV_DomainLocation, const OutputPatch<Cp, 2> p)
{
    DsOut o;
    o.pos = float4(lerp(p[0].pos, p[1].pos, uv.x), c.den);
    o.uv = uv;
    return o;
}
